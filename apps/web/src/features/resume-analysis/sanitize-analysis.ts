// The analysis HTML comes from another service (spec 02 §7): before it is
// shown or printed, its styles are kept without imports or external URLs and
// its body is cleaned with the contracts' rich-text policy plus a report's
// layout (sections, badges, score bars, table headers), linking nowhere and
// loading nothing but inline pictures, so nothing in it can run or load.
import { createSanitizer } from '../../lib/sanitize-html.ts';

export interface CleanAnalysis {
  styles: string;
  body: string;
}

/** Event-handler attributes: dropped before the markup is parsed at all, since
 * under our CSP the browser reports each one it parses as a violation. */
const HANDLER_ATTRIBUTE = /\son[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

const sanitizeReport = createSanitizer({
  tags: [
    'main',
    'section',
    'header',
    'footer',
    'span',
    'small',
    'img',
    'hr',
    'dl',
    'dt',
    'dd',
    'code',
    'pre',
    's',
    'sub',
    'sup',
  ],
  attributes: ['class', 'role', 'aria-label', 'aria-hidden', 'scope', 'colspan', 'rowspan', 'src', 'alt', 'title'],
  // the score bars are sized by width
  styles: { width: /^\d{1,3}(?:\.\d+)?%$/ },
  urlPattern: /^(?:data:image\/(?:png|jpeg|gif|webp);|#)/i,
});

export function sanitizeAnalysisHtml(html: string): CleanAnalysis {
  const doc = new DOMParser().parseFromString(html.replace(HANDLER_ATTRIBUTE, ''), 'text/html');
  const styles = [...doc.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .join('\n')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\s*\([^)]*\)/gi, 'none')
    .replace(/<\/style/gi, '<\\/style');
  doc.querySelectorAll('style').forEach((style) => style.remove());
  const body = sanitizeReport(doc.body.innerHTML);
  return { styles, body };
}

/** A document for the sandboxed preview frame. */
export function previewDocument({ styles, body }: CleanAnalysis): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${styles}</style></head><body>${body}</body></html>`;
}
