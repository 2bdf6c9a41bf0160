// Admin commands for the public site (decision 023): content pages and blog
// posts in Markdown, operators' SEO templates (spec 02 §9), and reading and
// answering whistleblower reports — only operators read reports, and only here.
import { readFile } from 'node:fs/promises';
import { BLOG_AUDIENCES, CONTENT_SLUG_PATTERN, type BlogAudience } from '@talent/contracts/content';
import { hasForbiddenSymbols } from '@talent/contracts/validators';
import { SEO_FIELDS, SEO_PAGE_TYPES, type SeoTemplate } from '@talent/contracts/seo';
import { loadConfig } from '../config/env.ts';
import { createRateLimiter } from '../lib/rate-limit.ts';
import { createPagesService } from '../modules/content/pages.service.ts';
import { deleteSeoTemplate, readSeoTemplates, writeSeoTemplate } from '../modules/content/seo.service.ts';
import { createSpeakupService } from '../modules/content/speakup.service.ts';
import { createStorage } from '../runtime.ts';
import { UsageError, type Command, type CommandContext } from './cli.ts';

const pagesOf = (context: CommandContext) => createPagesService({ db: context.database.db, now: () => context.now });

function slugArgument(context: CommandContext, index = 0): string {
  const slug = context.positionals[index];
  if (!slug || !CONTENT_SLUG_PATTERN.test(slug))
    throw new UsageError('Give a slug of lower-case letters, digits and hyphens.');
  return slug;
}

function text(context: CommandContext, name: string, max: number, required = true): string {
  const value = context.options[name]?.trim() ?? '';
  if (required && !value) throw new UsageError(`--${name} is required.`);
  if (value.length > max) throw new UsageError(`--${name} is longer than ${max} characters.`);
  if (hasForbiddenSymbols(value)) throw new UsageError(`--${name} must not contain < > | \\ or a tab.`);
  return value;
}

async function markdownFile(context: CommandContext): Promise<string> {
  const file = context.options.file;
  if (!file) throw new UsageError('--file <markdown file> is required.');
  const markdown = await readFile(file, 'utf8');
  if (!markdown.trim()) throw new UsageError(`${file} is empty.`);
  if (markdown.length > 200_000) throw new UsageError(`${file} is larger than 200,000 characters.`);
  return markdown;
}

function audienceArgument(context: CommandContext): BlogAudience {
  const audience = context.positionals[0] as BlogAudience;
  if (!BLOG_AUDIENCES.includes(audience)) throw new UsageError(`The audience is ${BLOG_AUDIENCES.join(' or ')}.`);
  return audience;
}

function speakupOf(context: CommandContext) {
  const config = loadConfig();
  return createSpeakupService({
    db: context.database.db,
    storage: createStorage(config),
    limiter: createRateLimiter({ now: () => context.now }),
    operatorEmail: config.OPERATOR_EMAIL,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });
}

export const contentCommands: Record<string, Command> = {
  'page-list': {
    usage: '',
    summary: 'List the content pages (slug, title, last change).',
    async run(context) {
      for (const page of await pagesOf(context).listPages())
        context.print(`${page.slug.padEnd(34)} ${page.title}  (${new Date(page.updated_at).toISOString()})`);
    },
  },
  'page-set': {
    usage: '<slug> --title <text> [--description <text>] --file <page.md>',
    options: ['title', 'description', 'file'],
    summary: 'Create or replace a content page from a Markdown file (sanitised to the rich-text policy).',
    async run(context) {
      const slug = slugArgument(context);
      await pagesOf(context).savePage({
        slug,
        title: text(context, 'title', 150),
        description: text(context, 'description', 300, false),
        markdown: await markdownFile(context),
      });
      context.print(`Saved page '${slug}'.`);
    },
  },
  'page-delete': {
    usage: '<slug>',
    summary: 'Delete a content page (the starting content comes back on the next start).',
    async run(context) {
      const slug = slugArgument(context);
      context.print((await pagesOf(context).deletePage(slug)) ? `Deleted page '${slug}'.` : `No page '${slug}'.`);
    },
  },
  'post-list': {
    usage: '',
    summary: 'List the blog posts of both audiences (drafts have no date).',
    async run(context) {
      for (const post of await pagesOf(context).listPosts())
        context.print(
          `${post.audience.padEnd(14)} ${post.slug.padEnd(40)} ${post.published_at ? new Date(post.published_at).toISOString().slice(0, 10) : 'draft     '} ${post.title}`,
        );
    },
  },
  'post-set': {
    usage:
      '<professionals|enterprises> <slug> --title <text> [--summary <text>] [--author <name>] --file <post.md> [--publish now|draft|YYYY-MM-DD]',
    options: ['title', 'summary', 'author', 'file', 'publish'],
    summary: 'Create or replace a blog post from a Markdown file; published now unless --publish says otherwise.',
    async run(context) {
      const audience = audienceArgument(context);
      const slug = slugArgument(context, 1);
      const publish = context.options.publish ?? 'now';
      let publishedAt: Date | null;
      if (publish === 'now') publishedAt = context.now;
      else if (publish === 'draft') publishedAt = null;
      else if (/^\d{4}-\d{2}-\d{2}$/.test(publish) && !Number.isNaN(Date.parse(publish)))
        publishedAt = new Date(publish);
      else throw new UsageError('--publish is now, draft or a date YYYY-MM-DD.');
      await pagesOf(context).savePost({
        audience,
        slug,
        title: text(context, 'title', 150),
        summary: text(context, 'summary', 300, false),
        author: text(context, 'author', 80, false),
        markdown: await markdownFile(context),
        publishedAt,
      });
      context.print(
        `Saved ${audience} post '${slug}' (${publishedAt ? `published ${publishedAt.toISOString()}` : 'draft'}).`,
      );
    },
  },
  'post-delete': {
    usage: '<professionals|enterprises> <slug>',
    summary: 'Delete a blog post.',
    async run(context) {
      const audience = audienceArgument(context);
      const slug = slugArgument(context, 1);
      context.print((await pagesOf(context).deletePost(audience, slug)) ? `Deleted '${slug}'.` : `No post '${slug}'.`);
    },
  },
  'seo-list': {
    usage: '',
    summary: 'List the SEO templates and the page types (with their variables) that take one.',
    async run(context) {
      const templates = await readSeoTemplates(context.database.db);
      for (const [type, variables] of Object.entries(SEO_PAGE_TYPES)) {
        const vars = variables.length ? variables.map((v) => `{${v}}`).join(' ') : '(as written: auth page)';
        context.print(`${type.padEnd(28)} ${vars}`);
        for (const [field, value] of Object.entries(templates[type] ?? {})) context.print(`    ${field}: ${value}`);
      }
    },
  },
  'seo-set': {
    usage: `<page type> ${SEO_FIELDS.map((f) => `[--${f} <text>]`).join(' ')}`,
    options: [...SEO_FIELDS],
    summary:
      'Set the SEO template of a page type (spec 02 §9: it wins over the page’s own data); fields left out fall back.',
    async run(context) {
      const [type] = context.positionals;
      if (!type || !(type in SEO_PAGE_TYPES))
        throw new UsageError(`Give a page type: ${Object.keys(SEO_PAGE_TYPES).join(', ')}.`);
      const template: SeoTemplate = {};
      for (const field of SEO_FIELDS) {
        const value = text(context, field, field === 'og_image' ? 2000 : 300, false);
        if (value) template[field] = value;
      }
      if (!Object.keys(template).length) throw new UsageError('Give at least one field.');
      const unknown = Object.values(template)
        .flatMap((value) => [...(value ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))
        .filter((name) => name !== 'brand' && !SEO_PAGE_TYPES[type]!.includes(name));
      if (unknown.length && SEO_PAGE_TYPES[type]!.length)
        throw new UsageError(`${type} has no variable ${unknown.map((v) => `{${v}}`).join(', ')}.`);
      await writeSeoTemplate(context.database.db, type, template);
      context.print(`Saved the SEO template of '${type}'.`);
    },
  },
  'seo-delete': {
    usage: '<page type>',
    summary: 'Remove a page type’s SEO template (its own data and the built-in template apply again).',
    async run(context) {
      const [type] = context.positionals;
      if (!type) throw new UsageError('Give a page type.');
      context.print(
        (await deleteSeoTemplate(context.database.db, type)) ? `Removed '${type}'.` : `No template for '${type}'.`,
      );
    },
  },
  'speakup-list': {
    usage: '',
    summary: 'List whistleblower reports (case code, category, status, messages).',
    async run(context) {
      const reports = await speakupOf(context).list();
      if (!reports.length) context.print('No reports.');
      for (const r of reports)
        context.print(
          `${r.case_code}  ${String(r.status).padEnd(9)} ${new Date(r.created_at).toISOString().slice(0, 16)}  ${r.messages} message(s)  ${r.category}`,
        );
    },
  },
  'speakup-show': {
    usage: '<case code>',
    summary: 'Read a whistleblower report and its messages.',
    async run(context) {
      const code = context.positionals[0]?.toUpperCase();
      if (!code) throw new UsageError('Give the case code.');
      const report = await speakupOf(context).show(code);
      if (!report) throw new UsageError(`No report ${code}.`);
      context.print(`${report.case_code} — ${report.category} — ${report.status} — filed ${report.created_at}`);
      for (const message of report.messages) {
        context.print(`\n[${message.author}, ${message.created_at}]\n${message.body}`);
        for (const a of message.attachments) context.print(`  attachment: ${a.filename} (${a.size_bytes} bytes)`);
      }
    },
  },
  'speakup-reply': {
    usage: '<case code> --message <text> [--status open|in_review|closed]',
    options: ['message', 'status'],
    summary: 'Answer a whistleblower report; the reporter reads it with the case code and passphrase.',
    async run(context) {
      const code = context.positionals[0]?.toUpperCase();
      if (!code) throw new UsageError('Give the case code.');
      const message = context.options.message?.trim() ?? '';
      const status = context.options.status as 'open' | 'in_review' | 'closed' | undefined;
      if (status && !['open', 'in_review', 'closed'].includes(status))
        throw new UsageError('--status is open, in_review or closed.');
      if (!message && !status) throw new UsageError('Give --message, --status or both.');
      if (message.length > 10000) throw new UsageError('--message is longer than 10000 characters.');
      const report = await speakupOf(context).reply(code, message, status);
      if (!report) throw new UsageError(`No report ${code}.`);
      context.print(`Answered ${code} (now ${report.status}).`);
    },
  },
};
