// How long a screening video runs, read from its bytes (decision 015); the
// kind itself comes from the one upload sniffer (lib/file-inspection). Chromium's
// MediaRecorder writes WebM without a Duration element, so the last block's
// timestamp is taken (cluster timecode + block offset); MP4 gives it in mvhd.
import type { VideoKind } from '../../lib/file-inspection.ts';

export type VideoVerdict = { ok: true; kind: VideoKind; durationMs: number | null } | { ok: false; reason: string };

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const BLOCK_GROUP = 0xa0;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;
const DOC_TYPE = 0x4282;
/** Elements whose children are read; everything else is skipped by its size. */
const MASTERS = new Set([SEGMENT, CLUSTER, INFO, BLOCK_GROUP]);

function readVint(
  data: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | null {
  const first = data[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || at + length > data.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = data[at + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(data: Buffer, at: number, size: number) {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + data[at + i]!;
  return value;
}

export function inspectWebm(data: Buffer): VideoVerdict {
  const headerId = readVint(data, 0, true);
  if (!headerId || headerId.value !== EBML_HEADER) return { ok: false, reason: 'no EBML header' };
  const headerSize = readVint(data, headerId.length, false);
  if (!headerSize || headerSize.unknown) return { ok: false, reason: 'bad EBML header' };
  const headerEnd = headerId.length + headerSize.length + headerSize.value;
  if (headerEnd > data.length) return { ok: false, reason: 'truncated EBML header' };
  let docType = '';
  for (let at = headerId.length + headerSize.length; at < headerEnd;) {
    const id = readVint(data, at, true);
    const size = id && readVint(data, at + id.length, false);
    if (!id || !size) return { ok: false, reason: 'bad EBML header' };
    const start = at + id.length + size.length;
    if (id.value === DOC_TYPE) docType = data.toString('latin1', start, start + size.value).replace(/\0+$/, '');
    at = start + size.value;
  }
  if (docType !== 'webm') return { ok: false, reason: `doctype ${docType || 'missing'}` };

  let timecodeScale = 1_000_000;
  let declaredDuration: number | null = null;
  let clusterTime = 0;
  let lastBlockTime = 0;
  let blocks = 0;
  let sawSegment = false;
  let at = headerEnd;
  while (at < data.length) {
    const id = readVint(data, at, true);
    const size = id && readVint(data, at + id.length, false);
    if (!id || !size) break; // a recording cut at its very end still counts up to here
    const start = at + id.length + size.length;
    if (id.value === SEGMENT) sawSegment = true;
    if (MASTERS.has(id.value)) {
      at = start;
      continue;
    }
    if (size.unknown) return { ok: false, reason: 'unknown size on a leaf element' };
    const end = start + size.value;
    if (end > data.length) break;
    if (id.value === TIMECODE_SCALE) timecodeScale = readUint(data, start, size.value);
    else if (id.value === DURATION) {
      declaredDuration =
        size.value === 4 ? data.readFloatBE(start) : size.value === 8 ? data.readDoubleBE(start) : null;
    } else if (id.value === CLUSTER_TIMECODE) clusterTime = readUint(data, start, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = readVint(data, start, false);
      if (track && start + track.length + 2 <= end) {
        lastBlockTime = Math.max(lastBlockTime, clusterTime + data.readInt16BE(start + track.length));
        blocks++;
      }
    }
    at = end;
  }
  if (!sawSegment || blocks === 0) return { ok: false, reason: 'no media in the file' };
  const units = declaredDuration ?? lastBlockTime;
  return { ok: true, kind: 'webm', durationMs: Math.round((units * timecodeScale) / 1_000_000) };
}

export function inspectMp4(data: Buffer): VideoVerdict {
  if (data.length < 12 || data.toString('latin1', 4, 8) !== 'ftyp') return { ok: false, reason: 'no ftyp box' };
  let durationMs: number | null = null;
  const walk = (from: number, to: number): void => {
    for (let at = from; at + 8 <= to;) {
      let size = data.readUInt32BE(at);
      const type = data.toString('latin1', at + 4, at + 8);
      let header = 8;
      if (size === 1 && at + 16 <= to) {
        size = Number(data.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header || at + size > to) return;
      if (type === 'moov') walk(at + header, at + size);
      if (type === 'mvhd') {
        const version = data[at + header]!;
        const timescale = version === 1 ? data.readUInt32BE(at + header + 20) : data.readUInt32BE(at + header + 12);
        const duration =
          version === 1 ? Number(data.readBigUInt64BE(at + header + 24)) : data.readUInt32BE(at + header + 16);
        if (timescale > 0) durationMs = Math.round((duration / timescale) * 1000);
      }
      at += size;
    }
  };
  walk(0, data.length);
  return { ok: true, kind: 'mp4', durationMs };
}

/** The structure of a video the sniffer named, and its duration (null when the file does not say). */
export function inspectVideo(kind: VideoKind, data: Buffer): VideoVerdict {
  return kind === 'webm' ? inspectWebm(data) : inspectMp4(data);
}
