// Documents and the kept public answers travel compressed to a client that
// accepts it (RFC 9110 §8.4.1, §12.5.3): a rendered job page of 30 KB is 8 KB
// on the wire, which is what a phone on a slow network waits for before the
// first paint (decision 052). A kept answer is compressed once, on its first
// request in each coding, and the bytes are kept beside it.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Coding = 'br' | 'gzip';

/** Smaller bodies fit in the first packets anyway; compressing them only costs time. */
const MIN_BYTES = 1024;

const compressible = (contentType: string) => /^text\/|json|xml|javascript/.test(contentType);

/** The coding to answer in: brotli, else gzip, when the request accepts it (q > 0), else none. */
export function acceptedCoding(header: string | string[] | undefined): Coding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

/** Whether a body of this type and size is worth compressing. */
export const worthCompressing = (body: Buffer, contentType: string) =>
  body.length >= MIN_BYTES && compressible(contentType);

export function encode(body: Buffer, coding: Coding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, {
        params: {
          // quality 5: most of brotli's gain at a small part of its highest setting's time
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}
