// Rich text from the profile, cleaned again in the browser with the same
// policy the server applies (spec 02 §5), so nothing outside it can render.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { filterStyle, RICH_TEXT_POLICY } from '@talent/contracts/rich-text';
import styles from './profile-forms.module.css';

const purifier = DOMPurify();
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style') data.attrValue = filterStyle(data.attrValue);
  if (data.attrName === 'target' && !(RICH_TEXT_POLICY.targets as readonly string[]).includes(data.attrValue)) {
    data.keepAttr = false;
  }
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function cleanRichText(html: string): string {
  // without a DOM to clean in, show the text as text rather than trust it
  if (!purifier.isSupported) return escapeHtml(html);
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_POLICY.tags],
    ALLOWED_ATTR: [...RICH_TEXT_POLICY.attributes, 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}

export function RichTextView({ html }: { html: string }) {
  const clean = useMemo(() => cleanRichText(html), [html]);
  if (!clean) return null;
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: clean }} />;
}
