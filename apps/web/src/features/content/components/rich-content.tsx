// HTML the server made from an operator's Markdown, cleaned again with the one
// rich-text policy before it is shown (spec 02 §5).
import { sanitizeRichText } from '../../../lib/sanitize-html.ts';
import styles from '../content.module.css';

export function RichContent({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
