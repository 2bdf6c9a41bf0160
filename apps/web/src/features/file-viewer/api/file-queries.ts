// The file behind a viewer link, fetched as binary through the api client
// (spec 02 §2: DOC/DOCX "after fetching it as binary"), cached per link.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sanitizeWordHtml } from '../sanitize-word-html.ts';

export const fileViewerKeys = {
  all: ['file-viewer'] as const,
  bytes: (url: string) => [...fileViewerKeys.all, 'bytes', url] as const,
  wordHtml: (url: string) => [...fileViewerKeys.all, 'word-html', url] as const,
};

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await api.get<Response>(url, undefined, {
    base: '',
    raw: true,
    auth: false,
    handle: false,
    accept: '*/*',
  });
  return response.arrayBuffer();
}

export const fileBytesQuery = (url: string) =>
  queryOptions({
    queryKey: fileViewerKeys.bytes(url),
    queryFn: () => fetchBytes(url),
    staleTime: Infinity,
    retry: false,
  });

export class LegacyWordError extends Error {
  constructor() {
    super('legacy .doc');
    this.name = 'LegacyWordError';
  }
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];

async function wordHtml(url: string): Promise<string> {
  const bytes = await fetchBytes(url);
  const head = new Uint8Array(bytes.slice(0, 4));
  // Word 97–2003 files are OLE2 containers, which mammoth cannot read
  if (OLE2.every((byte, i) => head[i] === byte)) throw new LegacyWordError();
  const { default: mammoth } = await import('mammoth');
  const result = await mammoth.convertToHtml({ arrayBuffer: bytes });
  return sanitizeWordHtml(result.value);
}

export const wordHtmlQuery = (url: string) =>
  queryOptions({
    queryKey: fileViewerKeys.wordHtml(url),
    queryFn: () => wordHtml(url),
    staleTime: Infinity,
    retry: false,
  });
