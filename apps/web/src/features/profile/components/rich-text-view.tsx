// Rich text from the profile, cleaned again in the browser with the same
// policy the server applies (spec 02 §5), so nothing outside it can render.
import { useMemo } from 'react';
import { sanitizeRichText } from '../../../lib/sanitize-html.ts';
import styles from './profile-forms.module.css';

export function RichTextView({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (!clean) return null;
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: clean }} />;
}
