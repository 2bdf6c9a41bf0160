// The analysis HTML comes from another service (spec 02 §7): before it is
// shown or printed it goes through DOMPurify, and only its styles and body
// are kept, so nothing in it can run or load from elsewhere.
import DOMPurify from 'dompurify';

export interface CleanAnalysis {
  styles: string;
  body: string;
}

export function sanitizeAnalysisHtml(html: string): CleanAnalysis {
  const clean = DOMPurify.sanitize(html, {
    WHOLE_DOCUMENT: true,
    FORBID_TAGS: ['script', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'link', 'base', 'meta'],
    FORBID_ATTR: ['srcset', 'action', 'formaction'],
  });
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  const styles = [...doc.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  doc.querySelectorAll('style').forEach((style) => style.remove());
  return { styles: styles.replace(/<\/style/gi, '<\\/style'), body: doc.body.innerHTML };
}

/** A document for the sandboxed preview frame. */
export function previewDocument({ styles, body }: CleanAnalysis): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${styles}</style></head><body>${body}</body></html>`;
}
