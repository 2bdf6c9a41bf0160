// A Word document shown as HTML (spec 02 §2) is rich text with a document's
// extras — pictures mammoth inlines as data: images, spans, struck and raised
// text, merged table cells — on the contracts' policy; its links go to the web
// only and open in a new tab, so nothing from the file runs or takes the page.
import { createSanitizer } from '../../lib/sanitize-html.ts';

const sanitizeDocument = createSanitizer({
  tags: ['img', 'span', 's', 'sub', 'sup'],
  attributes: ['src', 'alt', 'colspan', 'rowspan'],
  urlPattern: /^(?:https?:|data:image\/(?:png|jpeg|gif|webp);)/i,
});

export function sanitizeWordHtml(html: string): string {
  const clean = sanitizeDocument(html);
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  for (const link of doc.querySelectorAll('a[href]')) {
    if (!/^https?:/i.test(link.getAttribute('href') ?? '')) link.removeAttribute('href');
    else {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return doc.body.innerHTML;
}
