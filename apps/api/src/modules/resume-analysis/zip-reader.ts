// A small ZIP reader for DOCX packages that never trusts the archive: the
// number of entries, the declared sizes and the bytes actually inflated are
// all capped, so a zip bomb renamed .docx is refused with a clear message
// instead of filling memory (decision 007: bounded time and memory per request).
import { Inflate } from 'fflate';
import { UnreadableDocumentError } from './analysis-errors.ts';

export interface ZipLimits {
  maxEntries: number;
  /** Per entry, after inflating. */
  maxEntryBytes: number;
  /** All entries read from one archive, after inflating. */
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxEntryBytes: 16 * 1024 * 1024,
  maxTotalBytes: 48 * 1024 * 1024,
};

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

export const ZIP_TOO_LARGE_MESSAGE =
  'The document expands to far more data than a resume holds when unpacked, so it was not analysed.';
const DAMAGED_MESSAGE = 'The DOCX file is damaged: its ZIP structure could not be read.';

function damaged(): never {
  throw new UnreadableDocumentError(DAMAGED_MESSAGE);
}

export class ZipReader {
  readonly entries: Map<string, ZipEntry>;
  private readonly bytes: Uint8Array;
  private readonly limits: ZipLimits;
  private readonly view: DataView;
  private inflatedTotal = 0;

  // no parameter properties: the worker thread runs this file with Node's type stripping
  constructor(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS) {
    this.bytes = bytes;
    this.limits = limits;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.entries = this.readCentralDirectory();
  }

  private readCentralDirectory(): Map<string, ZipEntry> {
    const { view, bytes } = this;
    // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
    let eocd = -1;
    for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65557); i--) {
      if (view.getUint32(i, true) === EOCD_SIGNATURE) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) damaged();
    const count = view.getUint16(eocd + 10, true);
    const size = view.getUint32(eocd + 12, true);
    const offset = view.getUint32(eocd + 16, true);
    if (count === 0xffff || offset === 0xffffffff) damaged(); // ZIP64: no resume needs it
    if (count > this.limits.maxEntries) throw new UnreadableDocumentError(ZIP_TOO_LARGE_MESSAGE);
    if (offset + size > bytes.length) damaged();

    const entries = new Map<string, ZipEntry>();
    const decoder = new TextDecoder();
    let p = offset;
    let declaredTotal = 0;
    for (let i = 0; i < count; i++) {
      if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL_SIGNATURE) damaged();
      const flags = view.getUint16(p + 8, true);
      const method = view.getUint16(p + 10, true);
      const compressedSize = view.getUint32(p + 20, true);
      const uncompressedSize = view.getUint32(p + 24, true);
      const nameLength = view.getUint16(p + 28, true);
      const extraLength = view.getUint16(p + 30, true);
      const commentLength = view.getUint16(p + 32, true);
      const localHeaderOffset = view.getUint32(p + 42, true);
      if (p + 46 + nameLength > bytes.length) damaged();
      const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength));
      declaredTotal += uncompressedSize;
      entries.set(name, { name, method, flags, compressedSize, uncompressedSize, localHeaderOffset });
      p += 46 + nameLength + extraLength + commentLength;
    }
    // Declared sizes can lie, so this is only the first gate; read() counts real bytes.
    if (declaredTotal > this.limits.maxTotalBytes * 4) throw new UnreadableDocumentError(ZIP_TOO_LARGE_MESSAGE);
    return entries;
  }

  has(name: string) {
    return this.entries.has(name);
  }

  names() {
    return [...this.entries.keys()];
  }

  /** The inflated bytes of one entry, or null when it is absent. */
  read(name: string): Uint8Array | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    if (entry.flags & 0x1) throw new UnreadableDocumentError('The DOCX file is encrypted and cannot be read.');
    const { view, bytes } = this;
    const p = entry.localHeaderOffset;
    if (p + 30 > bytes.length || view.getUint32(p, true) !== LOCAL_SIGNATURE) damaged();
    const dataStart = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > bytes.length) damaged();
    const data = bytes.subarray(dataStart, dataEnd);
    const cap = Math.min(this.limits.maxEntryBytes, this.limits.maxTotalBytes - this.inflatedTotal);

    if (entry.method === 0) {
      if (data.length > cap) throw new UnreadableDocumentError(ZIP_TOO_LARGE_MESSAGE);
      this.inflatedTotal += data.length;
      return data;
    }
    if (entry.method !== 8) damaged();

    const chunks: Uint8Array[] = [];
    let produced = 0;
    let overflow = false;
    const inflate = new Inflate((chunk) => {
      produced += chunk.length;
      if (produced > cap) overflow = true;
      else chunks.push(chunk);
    });
    // Push in slices so an overflow stops the work early instead of after
    // inflating the whole bomb.
    const slice = 16 * 1024;
    try {
      for (let i = 0; i < data.length && !overflow; i += slice) {
        inflate.push(data.subarray(i, Math.min(i + slice, data.length)), i + slice >= data.length);
      }
    } catch {
      damaged();
    }
    if (overflow) throw new UnreadableDocumentError(ZIP_TOO_LARGE_MESSAGE);
    this.inflatedTotal += produced;
    const out = new Uint8Array(produced);
    let offset = 0;
    for (const chunk of chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }

  readText(name: string): string | null {
    const data = this.read(name);
    return data ? new TextDecoder().decode(data) : null;
  }
}
