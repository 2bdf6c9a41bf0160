// The one content sniffer for every upload (profile resume and image,
// resume analyzer, documents, screening videos; decision 014). A file is
// recognised by its bytes, never by its name or the browser's MIME type:
// images and videos by `file-type`; a PDF by its header; a DOC by its OLE
// container holding a WordDocument stream; a DOCX by its zip directory holding
// word/document.xml. A zip whose declared sizes would inflate to far more than
// it weighs (a zip bomb) is refused before anything is decompressed.
//
//   const verdict = await inspectUpload(buffer, { allowed: ['pdf', 'docx'], maxBytes: 10 << 20 });
//   if (!verdict.ok) … verdict.reason ('empty' | 'too-large' | 'unknown' | 'not-allowed' | 'damaged' | 'bomb')
//
// No parameter properties or enums: the analyzer's worker thread runs this file with Node's type stripping.
import { inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { Inflate } from 'fflate';

export const RESUME_KINDS = ['pdf', 'doc', 'docx'] as const;
export const IMAGE_KINDS = ['jpg', 'png', 'gif', 'webp'] as const;
export const VIDEO_KINDS = ['webm', 'mp4'] as const;
export type ResumeKind = (typeof RESUME_KINDS)[number];
export type ImageKind = (typeof IMAGE_KINDS)[number];
export type VideoKind = (typeof VIDEO_KINDS)[number];
export type FileKind = ResumeKind | ImageKind | VideoKind;

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  webm: 'video/webm',
  mp4: 'video/mp4',
};

/** Limits for a zip (DOCX). Real resumes stay far below them. */
export const DOCX_LIMITS = {
  maxEntries: 1000,
  maxTotalUncompressed: 64 * 1024 * 1024,
  maxEntryUncompressed: 32 * 1024 * 1024,
  /** Text compresses about 10:1; anything far beyond is built to explode. */
  maxRatio: 100,
} as const;

/** Reasons that mean a zip bomb rather than a damaged file. */
const ZIP_BOMB = {
  entry: 'zip entry too large',
  total: 'zip content too large',
  ratio: 'zip compression ratio too high',
  lying: 'entry inflates beyond its declared size',
  entries: 'too many zip entries',
} as const;

/** 'active': a PDF that carries scripts, actions that launch or run something, or a web page (decision 033). */
export type RefusalReason = 'empty' | 'too-large' | 'unknown' | 'not-allowed' | 'damaged' | 'bomb' | 'active';
export type UploadVerdict =
  | { ok: true; kind: FileKind; contentType: string; extension: FileKind }
  | { ok: false; reason: RefusalReason; detail: string };

export interface InspectOptions {
  allowed: readonly FileKind[];
  maxBytes: number;
  /**
   * Check the structure too (PDF header at the start and an end marker, the
   * Word stream, the zip directory and its limits). Default true; a caller
   * that parses the file itself and explains damage in its own words (the
   * resume analyzer) passes false and still gets the kind by signature.
   */
  structure?: boolean;
}

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
const latin1 = (data: Uint8Array, start: number, end: number) =>
  Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1', start, end);

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04] as const;
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
/** What file-type names the kinds we accept. */
const FROM_FILE_TYPE: Record<string, FileKind> = {
  jpg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  webm: 'webm',
  mp4: 'mp4',
  m4v: 'mp4',
};

/**
 * The kind by signature only. Zip and OLE containers are told apart here, not
 * by file-type, so nothing is inflated before the limits are checked; a PDF may
 * carry a little junk before `%PDF-` (readers accept it within the first KiB).
 */
export async function sniffKind(data: Uint8Array): Promise<FileKind | null> {
  if (startsWith(data, ZIP_MAGIC)) return 'docx';
  if (startsWith(data, OLE_MAGIC)) return 'doc';
  if (latin1(data, 0, Math.min(1024, data.length)).includes('%PDF-')) return 'pdf';
  const found = await fileTypeFromBuffer(data.subarray(0, 64 * 1024)).catch(() => undefined);
  return (found && FROM_FILE_TYPE[found.ext]) ?? null;
}

// PDF names that run or launch something; a name may spell letters as #xx (`/J#61vaScript`)
const ACTIVE_PDF_NAMES = /\/(JavaScript|JS|Launch|RichMedia|XFA|SubmitForm|ImportData)(?![A-Za-z])/;
// a PDF that is also a web page: a browser sniffing it (or told it is HTML) would run it
const HTML_MARKUP = /<(script|html|!doctype html|iframe|object|embed|svg|body)[\s>/]/i;
const MAX_INFLATED_BYTES = 32 << 20;

/** Deflated streams inflated (bounded), so names hidden in object streams are seen too. */
function pdfTexts(data: Buffer): string[] {
  const texts = [data.toString('latin1')];
  let budget = MAX_INFLATED_BYTES;
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(texts[0]!)) && budget > 0) {
    const start = match.index + match[0].length;
    const end = texts[0]!.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(data.subarray(start, end), { maxOutputLength: budget });
      budget -= inflated.length;
      texts.push(inflated.toString('latin1'));
    } catch {
      // not deflated (or damaged): its raw bytes are already in the first text
    }
    stream.lastIndex = end;
  }
  return texts;
}

/** null for a PDF without active content; otherwise what was found. */
export function activePdfContent(data: Buffer): string | null {
  for (const raw of pdfTexts(data)) {
    const text = raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const name = ACTIVE_PDF_NAMES.exec(text);
    if (name) return `pdf with /${name[1]}`;
    const markup = HTML_MARKUP.exec(raw);
    if (markup) return `pdf with HTML <${markup[1]!.toLowerCase()}>`;
  }
  return null;
}

/** null when the bytes hold what the kind promises; otherwise why not. */
function checkStructure(kind: FileKind, data: Buffer): { reason: RefusalReason; detail: string } | null {
  switch (kind) {
    case 'pdf':
      // strict for files we keep and serve: no HTML (or anything) before the header
      if (latin1(data, 0, 5) !== '%PDF-') return { reason: 'damaged', detail: 'pdf header is not at the start' };
      if (!data.includes('%%EOF', Math.max(0, data.length - 4096), 'latin1'))
        return { reason: 'damaged', detail: 'pdf without an end marker' };
      {
        const active = activePdfContent(data);
        return active ? { reason: 'active', detail: active } : null;
      }
    case 'doc':
      return data.includes(WORD_STREAM) ? null : { reason: 'damaged', detail: 'ole file without a Word stream' };
    case 'docx': {
      const detail = inspectDocx(data);
      if (!detail) return null;
      return { reason: (Object.values(ZIP_BOMB) as string[]).includes(detail) ? 'bomb' : 'damaged', detail };
    }
    case 'png':
      return latin1(data, 12, 16) === 'IHDR' ? null : { reason: 'damaged', detail: 'png without a header chunk' };
    default:
      return null;
  }
}

export async function inspectUpload(data: Uint8Array, options: InspectOptions): Promise<UploadVerdict> {
  if (data.length === 0) return { ok: false, reason: 'empty', detail: 'no bytes' };
  if (data.length > options.maxBytes) return { ok: false, reason: 'too-large', detail: `${data.length} bytes` };
  const kind = await sniffKind(data);
  if (!kind) return { ok: false, reason: 'unknown', detail: 'unknown content' };
  if (!options.allowed.includes(kind)) return { ok: false, reason: 'not-allowed', detail: `content is ${kind}` };
  if (options.structure ?? true) {
    const problem = checkStructure(kind, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    if (problem) return { ok: false, ...problem };
  }
  return { ok: true, kind, contentType: CONTENT_TYPES[kind], extension: kind };
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
  if (data.length < 22) return 'no zip directory';
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
  if (count > DOCX_LIMITS.maxEntries) return ZIP_BOMB.entries;
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
  if (overflow) return ZIP_BOMB.lying;
  return Buffer.concat(chunks);
}

/** null when the archive is a plausible Word document; otherwise the reason. */
export function inspectDocx(data: Buffer): string | null {
  const entries = readZipDirectory(data);
  if (typeof entries === 'string') return entries;
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > DOCX_LIMITS.maxEntryUncompressed) return ZIP_BOMB.entry;
    if (total > DOCX_LIMITS.maxTotalUncompressed) return ZIP_BOMB.total;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > 1024 * 1024 && ratio > DOCX_LIMITS.maxRatio) return ZIP_BOMB.ratio;
  }
  if (!entries.some((entry) => entry.name === '[Content_Types].xml')) return 'not an office document';
  const document = entries.find((entry) => entry.name === 'word/document.xml');
  if (!document) return 'not a Word document';
  const xml = inflateCapped(data, document);
  if (typeof xml === 'string') return xml;
  if (xml.length !== document.uncompressedSize) return 'document size mismatch';
  return xml.includes('document') ? null : 'not a Word document';
}

export function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(filename);
  return match ? match[1]!.toLowerCase() : '';
}

/** spec 02 §5: the name must carry an allowed extension, and it must agree with the content. */
export function resumeKindFromName(filename: string): ResumeKind | null {
  const extension = extensionOf(filename);
  return (RESUME_KINDS as readonly string[]).includes(extension) ? (extension as ResumeKind) : null;
}

/** A display name safe for headers and the page: no path, no control or forbidden characters. */
export function cleanFilename(filename: string, fallback: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>|"*?:]/g, '').trim();
  return (cleaned || fallback).slice(-200);
}
