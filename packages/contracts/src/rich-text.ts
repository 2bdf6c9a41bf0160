// spec 02 §5 rich text: only the allowed tags and attributes survive. One
// policy for the server (sanitize-html) and the client (DOMPurify) so both
// clean the same way.
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS } from './validators.ts';

export const RICH_TEXT_MAX = 5000;

/** Links may point only to the web or to mail; no javascript: or data: URLs. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** target is allowed by the spec; only these values are kept. */
export const RICH_TEXT_TARGETS = ['_blank', '_self'] as const;

/**
 * style is allowed by the spec; only harmless text formatting is kept so a
 * style cannot lay an element over the page (position, z-index, …).
 */
export const RICH_TEXT_STYLES: Readonly<Record<string, RegExp>> = {
  'text-align': /^(left|right|center|justify)$/,
  'font-weight': /^(normal|bold|[1-9]00)$/,
  'font-style': /^(normal|italic)$/,
  'text-decoration': /^(none|underline|line-through)$/,
  color: /^(#[0-9a-f]{3,8}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i,
};

export const RICH_TEXT_POLICY = {
  tags: RICH_TEXT_ALLOWED_TAGS,
  attributes: RICH_TEXT_ALLOWED_ATTRIBUTES,
  schemes: RICH_TEXT_URL_SCHEMES,
  targets: RICH_TEXT_TARGETS,
  styles: RICH_TEXT_STYLES,
} as const;

/** Keeps only the allowed declarations of a style attribute. */
export function filterStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .flatMap((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return [];
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      const rule = RICH_TEXT_STYLES[property];
      return rule && rule.test(value) ? [`${property}: ${value}`] : [];
    })
    .join('; ');
}
