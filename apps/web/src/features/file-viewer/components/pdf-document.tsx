// spec 02 §2: type pdf renders every page with pdf.js. The worker is bundled
// by Vite (the CSP allows only same-origin workers) and eval stays off (the
// CSP allows no eval). Each page's text sits beside its picture for screen
// readers.
import { useQuery } from '@tanstack/react-query';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/loading.tsx';
import { fileBytesQuery } from '../api/file-queries.ts';
import styles from '../file-viewer.module.css';

const MAX_PAGE_WIDTH_PX = 900;

function PdfPage({ pdf, pageNumber, pageCount }: { pdf: PDFDocumentProxy; pageNumber: number; pageCount: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<void> } | null = null;
    void (async () => {
      const page = await pdf.getPage(pageNumber);
      const element = canvas.current;
      if (cancelled || !element) return;
      const available = Math.min(MAX_PAGE_WIDTH_PX, element.parentElement?.clientWidth ?? MAX_PAGE_WIDTH_PX);
      const scale = available / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.floor(viewport.width * ratio);
      element.height = Math.floor(viewport.height * ratio);
      element.style.width = `${Math.floor(viewport.width)}px`;
      element.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({
        canvas: element,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise.catch(() => undefined);
      const content = await page.getTextContent();
      if (!cancelled) setText(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber]);
  return (
    <figure className={styles.page} data-testid="pdf-page">
      <canvas ref={canvas} aria-hidden="true" />
      <figcaption className="visually-hidden">
        Page {pageNumber} of {pageCount}. {text}
      </figcaption>
    </figure>
  );
}

export function PdfDocument({ url }: { url: string }) {
  const bytes = useQuery(fileBytesQuery(url));
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!bytes.data) return;
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    void (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
        // pdf.js takes ownership of the buffer it is given: hand it a copy
        loaded = await pdfjs.getDocument({ data: new Uint8Array(bytes.data.slice(0)), isEvalSupported: false }).promise;
        if (cancelled) void loaded.destroy();
        else setPdf(loaded);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      setPdf(null);
      void loaded?.destroy();
    };
  }, [bytes.data]);

  if (bytes.isError || failed) return <p className={styles.message}>The file could not be loaded.</p>;
  if (!pdf) return <Spinner label="Loading the document" />;
  return (
    <div className={styles.pages} data-page-count={pdf.numPages}>
      {Array.from({ length: pdf.numPages }, (_, i) => (
        <PdfPage key={i} pdf={pdf} pageNumber={i + 1} pageCount={pdf.numPages} />
      ))}
    </div>
  );
}
