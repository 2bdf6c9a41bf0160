// spec 02 §5 rich text on the server, built from the contracts' policy (the
// client builds its sanitizer from the same module): allowed tags and
// attributes only, links limited to web and mail schemes, styles limited to
// text formatting. Profile descriptions and the catalogue's job and company
// texts are cleaned by this one function.
import sanitizeHtml from 'sanitize-html';
import { filterStyle, isAllowedTarget, isRichTextEmpty, RICH_TEXT_POLICY } from '@talent/contracts/rich-text';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_POLICY.tags],
  // rel is added by the transform below, on links only
  allowedAttributes: { '*': [...RICH_TEXT_POLICY.attributes], a: [...RICH_TEXT_POLICY.attributes, 'rel'] },
  allowedSchemes: [...RICH_TEXT_POLICY.schemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // script and style bodies are dropped entirely, not kept as text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  transformTags: {
    '*': (tagName, attribs) => {
      const next: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (name === 'style') {
          const style = filterStyle(value);
          if (style) next.style = style;
        } else if (name === 'target') {
          if (isAllowedTarget(value)) next.target = value;
        } else next[name] = value;
      }
      // a link opened in a new tab must not reach back into this page
      if (tagName === 'a' && next.target === '_blank') next.rel = 'noopener noreferrer';
      return { tagName, attribs: next };
    },
  },
};

/** Cleaned HTML; '' when nothing but empty markup remains (spec 02 §5). */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  return isRichTextEmpty(clean) ? '' : clean;
}
