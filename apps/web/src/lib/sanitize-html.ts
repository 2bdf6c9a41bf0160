// Every HTML the client renders from data goes through a sanitizer built from
// the contracts' rich-text policy (spec 02 §5), the one the server cleans
// with: its tags, attributes, link schemes, targets and text styles. A kind of
// content that needs more (a Word document's pictures, an analysis report's
// layout) names what it adds to the policy, here in one place.
import DOMPurify, { type Config } from 'dompurify';
import { filterStyle, isAllowedTarget, RICH_TEXT_POLICY } from '@talent/contracts/rich-text';

export interface PolicyExtension {
  /** Tags this content has beyond the policy's. */
  tags?: readonly string[];
  /** Attributes this content has beyond the policy's. */
  attributes?: readonly string[];
  /** Style properties kept beyond the policy's text styles. */
  styles?: Readonly<Record<string, RegExp>>;
  /** The link and picture addresses allowed, instead of the policy's schemes. */
  urlPattern?: RegExp;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Without a DOM (the server-side renderer) the server's own cleaner of the same policy is used. */
let domless: ((html: string) => string) | null = null;

export function setServerSanitizer(fn: (html: string) => string) {
  domless = fn;
}

export function createSanitizer(extension: PolicyExtension = {}): (html: string) => string {
  const plain = !extension.tags && !extension.attributes && !extension.styles && !extension.urlPattern;
  const styles = { ...RICH_TEXT_POLICY.styles, ...extension.styles };
  const config: Config = {
    ALLOWED_TAGS: [...RICH_TEXT_POLICY.tags, ...(extension.tags ?? [])],
    // links also get rel (spec 02 §5)
    ALLOWED_ATTR: [...RICH_TEXT_POLICY.attributes, 'rel', ...(extension.attributes ?? [])],
    ALLOWED_URI_REGEXP: extension.urlPattern ?? RICH_TEXT_POLICY.urlPattern,
  };
  let purifier: ReturnType<typeof DOMPurify> | null = null;
  return (html) => {
    if (typeof document === 'undefined') return plain && domless ? domless(html) : escapeHtml(html);
    if (!purifier) {
      purifier = DOMPurify();
      // without a DOM to clean in, show the text as text rather than trust it
      if (!purifier.isSupported) return escapeHtml(html);
      purifier.addHook('uponSanitizeAttribute', (_node, data) => {
        if (data.attrName === 'style') data.attrValue = filterStyle(data.attrValue, styles);
        if (data.attrName === 'target' && !isAllowedTarget(data.attrValue)) data.keepAttr = false;
      });
    }
    if (!purifier.isSupported) return escapeHtml(html);
    return purifier.sanitize(html, config);
  };
}

/** Rich text exactly as the policy allows: profile texts, job and company descriptions. */
export const sanitizeRichText = createSanitizer();
