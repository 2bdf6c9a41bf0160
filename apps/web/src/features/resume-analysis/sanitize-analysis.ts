// The analysis HTML comes from another service (spec 02 §7): before it is
// shown or printed, its styles are kept without imports or external URLs and
// its body goes through DOMPurify, so nothing in it can run or load.
import DOMPurify from 'dompurify';

export interface CleanAnalysis {
  styles: string;
  body: string;
}

/** Event-handler attributes: dropped before the markup is parsed at all, since
 * under our CSP the browser reports each one it parses as a violation. */
const HANDLER_ATTRIBUTE = /\son[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

export function sanitizeAnalysisHtml(html: string): CleanAnalysis {
  const doc = new DOMParser().parseFromString(html.replace(HANDLER_ATTRIBUTE, ''), 'text/html');
  const styles = [...doc.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .join('\n')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\s*\([^)]*\)/gi, 'none')
    .replace(/<\/style/gi, '<\\/style');
  doc.querySelectorAll('style').forEach((style) => style.remove());
  const body = DOMPurify.sanitize(doc.body.innerHTML, {
    FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'link', 'base', 'meta'],
    FORBID_ATTR: ['srcset', 'action', 'formaction'],
    // the report links nowhere and loads nothing; only inline pictures stay
    ALLOWED_URI_REGEXP: /^(?:data:image\/(?:png|jpeg|gif|webp);|#)/i,
  });
  return { styles, body };
}

/** A document for the sandboxed preview frame. */
export function previewDocument({ styles, body }: CleanAnalysis): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${styles}</style></head><body>${body}</body></html>`;
}
