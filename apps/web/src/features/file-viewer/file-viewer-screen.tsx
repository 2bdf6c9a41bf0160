// spec 02 §2 (/file/): reads the query parameters file (a URL-encoded link)
// and type; pdf → every page rendered, doc/docx → the document as HTML;
// 'No file link found' and 'Unsupported file type' otherwise.
import { useSearchParams } from 'react-router';
import { Messages } from '@talent/contracts/messages';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PdfDocument } from './components/pdf-document.tsx';
import { WordDocument } from './components/word-document.tsx';
import { resolveFileLink, viewerKind } from './file-link.ts';
import styles from './file-viewer.module.css';

export default function FileViewerScreen() {
  const [params] = useSearchParams();
  const link = resolveFileLink(params.get('file'), window.location.href);
  const kind = viewerKind(params.get('type'));
  let content;
  if (!link) content = <p className={styles.message}>{Messages.fileViewerNoLink}</p>;
  else if (!kind) content = <p className={styles.message}>{Messages.fileViewerUnsupported}</p>;
  else if (kind === 'pdf') content = <PdfDocument url={link.href} />;
  else content = <WordDocument url={link.href} />;
  return (
    <main id="main" className={styles.viewer}>
      <PageHead title="File viewer" />
      <h1 className="visually-hidden">File viewer</h1>
      <section className={styles.frame} aria-label="Document" tabIndex={0}>
        {content}
      </section>
    </main>
  );
}
