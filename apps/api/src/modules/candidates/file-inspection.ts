// Uploaded files are recognised by their content, never by their name
// (issue 4): a PDF by its header, a DOC by its OLE container holding a
// WordDocument stream, a DOCX by its zip directory holding word/document.xml,
// images by their signatures. A DOCX whose declared sizes would inflate to far
// more than it weighs (a zip bomb) is refused before anything is decompressed.
import { Inflate } from 'fflate';

export type ResumeKind = 'pdf' | 'doc' | 'docx';
export type ImageKind = 'jpg' | 'png' | 'gif' | 'webp';

export const CONTENT_TYPES: Record<ResumeKind | ImageKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Limits for the zip inside a DOCX. Real resumes stay far below them. */
export const DOCX_LIMITS = {
  maxEntries: 1000,
  maxTotalUncompressed: 64 * 1024 * 1024,
  maxEntryUncompressed: 32 * 1024 * 1024,
  /** Text compresses about 10:1; anything far beyond is built to explode. */
  maxRatio: 100,
} as const;

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

export function detectImage(data: Buffer): ImageKind | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && data.toString('latin1', 12, 16) === 'IHDR')
    return 'png';
  const head = data.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

export type ResumeVerdict = { ok: true; kind: ResumeKind } | { ok: false; reason: string };

export function detectResume(data: Buffer): ResumeVerdict {
  if (data.toString('latin1', 0, 5) === '%PDF-') {
    return data.includes('%%EOF', Math.max(0, data.length - 4096), 'latin1')
      ? { ok: true, kind: 'pdf' }
      : { ok: false, reason: 'pdf without an end marker' };
  }
  if (startsWith(data, OLE_MAGIC)) {
    return data.includes(WORD_STREAM)
      ? { ok: true, kind: 'doc' }
      : { ok: false, reason: 'ole file without a Word stream' };
  }
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    const reason = inspectDocx(data);
    return reason ? { ok: false, reason } : { ok: true, kind: 'docx' };
  }
  return { ok: false, reason: 'unknown content' };
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The central directory, or a reason to refuse the archive. */
export function readZipDirectory(data: Buffer): ZipEntry[] | string {
  const minEocd = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= minEocd; i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'no zip directory';
  const count = data.readUInt16LE(eocd + 10);
  const size = data.readUInt32LE(eocd + 12);
  const offset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return 'zip64 is not accepted';
  if (count > DOCX_LIMITS.maxEntries) return 'too many zip entries';
  if (offset + size > eocd) return 'zip directory out of bounds';
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > offset + size || data.readUInt32LE(at) !== 0x02014b50) return 'broken zip directory';
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    entries.push({
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      uncompressedSize: data.readUInt32LE(at + 24),
      localHeaderOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates one entry, stopping as soon as it produces more than it declared. */
function inflateCapped(data: Buffer, entry: ZipEntry): Buffer | string {
  const at = entry.localHeaderOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== 0x04034b50) return 'broken local header';
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > data.length) return 'entry out of bounds';
  const raw = data.subarray(start, end);
  if (entry.method === 0) return raw.length === entry.uncompressedSize ? Buffer.from(raw) : 'stored size mismatch';
  if (entry.method !== 8) return 'unsupported compression';
  const chunks: Uint8Array[] = [];
  let produced = 0;
  let overflow = false;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > entry.uncompressedSize) overflow = true;
    else chunks.push(chunk);
  });
  try {
    for (let i = 0; i < raw.length && !overflow; i += 4096) {
      inflater.push(raw.subarray(i, Math.min(i + 4096, raw.length)), i + 4096 >= raw.length);
    }
  } catch {
    return 'corrupt deflate data';
  }
  if (overflow) return 'entry inflates beyond its declared size';
  return Buffer.concat(chunks);
}

/** null when the archive is a plausible Word document; otherwise the reason. */
export function inspectDocx(data: Buffer): string | null {
  const entries = readZipDirectory(data);
  if (typeof entries === 'string') return entries;
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > DOCX_LIMITS.maxEntryUncompressed) return 'zip entry too large';
    if (total > DOCX_LIMITS.maxTotalUncompressed) return 'zip content too large';
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > 1024 * 1024 && ratio > DOCX_LIMITS.maxRatio) return 'zip compression ratio too high';
  }
  if (!entries.some((entry) => entry.name === '[Content_Types].xml')) return 'not an office document';
  const document = entries.find((entry) => entry.name === 'word/document.xml');
  if (!document) return 'not a Word document';
  const xml = inflateCapped(data, document);
  if (typeof xml === 'string') return xml;
  if (xml.length !== document.uncompressedSize) return 'document size mismatch';
  return xml.includes('document') ? null : 'not a Word document';
}

const RESUME_EXTENSIONS: Record<string, ResumeKind> = { pdf: 'pdf', doc: 'doc', docx: 'docx' };

export function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(filename);
  return match ? match[1]!.toLowerCase() : '';
}

/** spec 02 §5: the name must carry an allowed extension, and it must agree with the content. */
export function resumeKindFromName(filename: string): ResumeKind | null {
  return RESUME_EXTENSIONS[extensionOf(filename)] ?? null;
}

/** A display name safe for headers and the page: no path, no control or forbidden characters. */
export function cleanFilename(filename: string, fallback: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>|"*?:]/g, '').trim();
  return (cleaned || fallback).slice(-200);
}
