// HTML the server made from an operator's Markdown, cleaned again with the one
// rich-text policy before it is shown (spec 02 §5).
import { RichHtml } from '../../../lib/rich-html.tsx';
import styles from '../content.module.css';

export function RichContent({ html }: { html: string }) {
  return <RichHtml className={styles.prose} html={html} />;
}
