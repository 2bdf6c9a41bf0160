// A Word document shown as HTML must not run anything or link anywhere but
// http(s) (issue 6: the viewer never runs content from the file).
import DOMPurify from 'dompurify';

export function sanitizeWordHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'ul',
      'ol',
      'li',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'sub',
      'sup',
      'br',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'td',
      'th',
      'div',
      'span',
    ],
    ALLOWED_ATTR: ['href', 'src', 'alt', 'colspan', 'rowspan'],
    // links: http(s) only; pictures mammoth inlines as data: images
    ALLOWED_URI_REGEXP: /^(?:https?:|data:image\/(?:png|jpeg|gif|webp);)/i,
  });
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
