// spec 02 §5 rich text: the one policy (allowed tags, attributes, link schemes,
// targets and styles) from which every sanitizer is built — the server's
// (sanitize-html, apps/api/src/lib/rich-text-sanitizer.ts) and the client's
// (DOMPurify) — so both sides clean the same way.

/** spec 02 §5: the tags that survive cleaning. */
export const RICH_TEXT_ALLOWED_TAGS = [
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
  'i',
  'em',
  'u',
  'strong',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'br',
  'a',
  'div',
] as const;
/** spec 02 §5: the attributes that survive, on any allowed tag (links also get `rel`, added by the sanitizer). */
export const RICH_TEXT_ALLOWED_ATTRIBUTES = ['style', 'href', 'target'] as const;

export const RICH_TEXT_MAX = 5000;

/** Links may point only to the web or to mail; no javascript: or data: URLs. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** The same schemes as a pattern for sanitizers that take one (DOMPurify's ALLOWED_URI_REGEXP). */
export const RICH_TEXT_URL_PATTERN = /^(?:https?:|mailto:)/i;

/** target is allowed by the spec; only these values are kept. */
export const RICH_TEXT_TARGETS = ['_blank', '_self'] as const;

/** Whether a target attribute's value is kept. */
export const isAllowedTarget = (value: string) => (RICH_TEXT_TARGETS as readonly string[]).includes(value);

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
  urlPattern: RICH_TEXT_URL_PATTERN,
  targets: RICH_TEXT_TARGETS,
  styles: RICH_TEXT_STYLES,
} as const;

/** Keeps only the allowed declarations of a style attribute (the policy's, or a table built on it). */
export function filterStyle(style: string, rules: Readonly<Record<string, RegExp>> = RICH_TEXT_STYLES): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .flatMap((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return [];
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      const rule = rules[property];
      return rule && rule.test(value) ? [`${property}: ${value}`] : [];
    })
    .join('; ');
}

/** spec 02 §5: empty, a lone line break, or an empty tag pair after cleaning counts as empty. */
export function isRichTextEmpty(html: string): boolean {
  const text = html
    .replace(/<br\s*\/?>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text.length === 0;
}
