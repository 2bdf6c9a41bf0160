// Rich text from data (job and company descriptions, content pages), shown as
// HTML cleaned by the rich-text policy's sanitizer (sanitize-html.ts).
//
// The sanitizer (DOMPurify) is a tenth of a public page's scripts, and a page
// the server rendered does not need it (decision 026): its HTML was cleaned
// by the server's sanitizer of the same policy. So an element hydrated from
// the server keeps that HTML for as long as its text stays the same, and the
// sanitizer loads only when the browser has new rich text to show.
import { useEffect, useState, useSyncExternalStore, type HTMLAttributes } from 'react';
import { useHydrated } from './server-render.ts';

type Sanitize = (html: string) => string;

/** Loaded in the browser on first need; set by the server-side renderer on the server. */
let sanitize: Sanitize | null = null;
let loading: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

/** The server-side renderer cleans with the server's sanitizer of the same policy. */
export function setRichHtmlSanitizer(fn: Sanitize) {
  sanitize = fn;
}

function loadSanitizer() {
  loading ??= import('./sanitize-html.ts').then((module) => {
    sanitize = module.sanitizeRichText;
    listeners.forEach((listener) => listener());
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What the element shows until the browser has its own cleaning: the server's HTML, untouched. */
const SERVER_HTML = { __html: '' };

interface RichHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Rich text as the API sends it; cleaned before it reaches the DOM. */
  html: string;
}

const onServer = typeof document === 'undefined';

export function RichHtml({ html, ...attributes }: RichHtmlProps) {
  const hydrating = !useHydrated() && !onServer;
  // the text the server rendered into this element while it is still the text shown
  const [serverText, setServerText] = useState(() => (hydrating ? html : null));
  if (serverText !== null && serverText !== html) setServerText(null);
  const clean = useSyncExternalStore(
    subscribe,
    () => sanitize,
    () => sanitize,
  );
  const keepServerHtml = hydrating || (serverText !== null && serverText === html);
  const needsSanitizer = !keepServerHtml && !clean;
  useEffect(() => {
    if (needsSanitizer) void loadSanitizer();
  }, [needsSanitizer]);
  const content = keepServerHtml ? SERVER_HTML : { __html: clean ? clean(html) : '' };
  // React leaves a hydrated element's HTML alone; only a different __html afterwards replaces it
  return <div {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={content} />;
}
