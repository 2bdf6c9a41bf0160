// Pages and posts are written in Markdown (markdown-it, raw HTML off) and the
// output goes through the one rich-text sanitiser (spec 02 §5 allowed tags),
// so what an operator writes can never carry script or layout markup.
import MarkdownIt from 'markdown-it';
import type { FaqEntry } from '@talent/contracts/content';
import { sanitizeRichText } from '../../lib/rich-text-sanitizer.ts';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

export function renderMarkdown(source: string): string {
  return sanitizeRichText(markdown.render(source));
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** The FAQ's questions are its `##` headings; the answer is what follows up to the next heading. */
export function extractFaq(source: string): FaqEntry[] {
  const entries: FaqEntry[] = [];
  let question: string | null = null;
  let answer: string[] = [];
  const flush = () => {
    if (question && answer.join('').trim()) {
      const answer_html = renderMarkdown(answer.join('\n'));
      entries.push({ question, answer_html, answer_text: plain(answer_html) });
    }
  };
  for (const line of source.split('\n')) {
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      question = heading[1]!;
      answer = [];
    } else if (/^#\s/.test(line)) {
      flush();
      question = null;
      answer = [];
    } else if (question) answer.push(line);
  }
  flush();
  return entries;
}

export const plainText = plain;
