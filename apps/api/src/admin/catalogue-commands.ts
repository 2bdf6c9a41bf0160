// Admin commands for the job catalogue: companies, jobs, screening questions,
// publishing, banners, promotional cards and sub-category copy.
import { createCatalogueService } from '../modules/jobs/catalogue.service.ts';
import { UsageError, type Command, type CommandContext } from './cli.ts';
import { readRows } from './read-rows.ts';

const catalogueOf = (context: CommandContext) =>
  createCatalogueService({ db: context.database.db, now: () => context.now });

function required(context: CommandContext, name: string): string {
  const value = context.options[name]?.trim();
  if (!value) throw new UsageError(`--${name} is required.`);
  return value;
}

function fileArgument(context: CommandContext): string {
  const [file] = context.positionals;
  if (!file) throw new UsageError('Give the file to import.');
  return file;
}

export const catalogueCommands: Record<string, Command> = {
  'import-companies': {
    usage: '<companies.json|companies.csv>',
    summary: 'Create or update companies by slug (name, short_description, about, logo_url, website, priority …).',
    async run(context) {
      const result = await catalogueOf(context).importCompanies(await readRows(fileArgument(context)));
      context.print(`Companies: ${result.created} created, ${result.updated} updated.`);
    },
  },
  'import-jobs': {
    usage: '<jobs.json|jobs.csv>',
    summary:
      'Create or update jobs by job_code (company slug, title, description, location, skills a|b|c …); newly published jobs go to the alert worker.',
    async run(context) {
      const result = await catalogueOf(context).importJobs(await readRows(fileArgument(context)));
      context.print(
        `Jobs: ${result.created} created, ${result.updated} updated, ${result.newlyPublished.length} newly published.`,
      );
    },
  },
  'add-screening-question': {
    usage: '--job <job_code> --question <text> [--kind text|yes_no|choice] [--options "a|b|c"]',
    options: ['job', 'question', 'kind', 'options'],
    summary: 'Append a screening question to a job.',
    async run(context) {
      const kind = (context.options.kind ?? 'text') as 'text' | 'yes_no' | 'choice';
      if (!['text', 'yes_no', 'choice'].includes(kind)) throw new UsageError('--kind is text, yes_no or choice.');
      const options = context.options.options
        ?.split('|')
        .map((o) => o.trim())
        .filter(Boolean);
      const added = await catalogueOf(context).addScreeningQuestion(required(context, 'job'), {
        question: required(context, 'question'),
        kind,
        ...(options?.length ? { options } : {}),
      });
      context.print(`Added screening question ${added.id}.`);
    },
  },
  'publish-job': {
    usage: '<job_code>',
    summary: 'Publish a job (alerts are told about it).',
    async run(context) {
      const [code] = context.positionals;
      if (!code) throw new UsageError('Give the job_code.');
      await catalogueOf(context).setJobPublished(code, true);
      context.print(`Published ${code}.`);
    },
  },
  'unpublish-job': {
    usage: '<job_code>',
    summary: 'Unpublish a job: its page shows the closed state, search leaves it out.',
    async run(context) {
      const [code] = context.positionals;
      if (!code) throw new UsageError('Give the job_code.');
      await catalogueOf(context).setJobPublished(code, false);
      context.print(`Unpublished ${code}.`);
    },
  },
  'add-banner': {
    usage: '--title <text> [--body <text>] [--placement home|dashboard|jobs] [--link-url <url>] [--link-text <text>]',
    options: ['title', 'body', 'placement', 'link-url', 'link-text'],
    summary: 'Add an active banner.',
    async run(context) {
      const id = await catalogueOf(context).addBanner({
        title: required(context, 'title'),
        body: context.options.body ?? '',
        placement: context.options.placement ?? 'home',
        link_url: context.options['link-url'] ?? null,
        link_text: context.options['link-text'] ?? null,
      });
      context.print(`Added banner ${id}.`);
    },
  },
  'add-promotional-card': {
    usage:
      '--title <text> [--body <text>] [--placement home] [--image-url <url>] [--link-url <url>] [--link-text <text>]',
    summary: 'Add an active promotional card.',
    async run(context) {
      const id = await catalogueOf(context).addPromotionalCard({
        title: required(context, 'title'),
        body: context.options.body ?? '',
        placement: context.options.placement ?? 'home',
        image_url: context.options['image-url'] ?? null,
        link_url: context.options['link-url'] ?? null,
        link_text: context.options['link-text'] ?? null,
      });
      context.print(`Added promotional card ${id}.`);
    },
  },
  'set-sub-category-meta': {
    usage: '--sub-category <name> --meta-title <text> --meta-description <text> [--content-title <text>]',
    options: ['sub-category', 'meta-title', 'meta-description', 'content-title'],
    summary: 'Set the page copy of a job sub-category.',
    async run(context) {
      await catalogueOf(context).setSubCategoryMeta({
        job_sub_category: required(context, 'sub-category'),
        meta_title: required(context, 'meta-title'),
        meta_description: required(context, 'meta-description'),
        ...(context.options['content-title'] ? { content_title: context.options['content-title'] } : {}),
      });
      context.print('Saved.');
    },
  },
};
