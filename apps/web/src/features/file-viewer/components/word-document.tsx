// spec 02 §2: type doc or docx fetches the file as binary and shows it as
// HTML (mammoth), sanitised so nothing from the file runs.
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/loading.tsx';
import { LegacyWordError, wordHtmlQuery } from '../api/file-queries.ts';
import styles from '../file-viewer.module.css';

export function WordDocument({ url }: { url: string }) {
  const word = useQuery(wordHtmlQuery(url));
  if (word.isPending) return <Spinner label="Loading the document" />;
  if (word.error instanceof LegacyWordError) {
    return (
      <p className={styles.message}>
        This Word 97–2003 (.doc) file cannot be shown in the browser.{' '}
        <a href={url} download>
          Download it
        </a>{' '}
        to open it.
      </p>
    );
  }
  if (word.isError) return <p className={styles.message}>The file could not be loaded.</p>;
  return (
    <article
      className={styles.word}
      data-testid="word-document"
      // sanitised by sanitizeWordHtml: no scripts, no handlers, http(s) links only
      dangerouslySetInnerHTML={{ __html: word.data }}
    />
  );
}
