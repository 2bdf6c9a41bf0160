// spec 02 §5 rich text on the server: allowed tags and attributes only, links
// limited to web and mail schemes, styles limited to text formatting
// (the policy lives in the contracts so the client cleans the same way).
import sanitizeHtml from 'sanitize-html';
import { filterStyle, RICH_TEXT_POLICY } from '@talent/contracts/rich-text';
import { isRichTextEmpty } from '@talent/contracts/validators';

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
          if ((RICH_TEXT_POLICY.targets as readonly string[]).includes(value)) next.target = value;
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
