// WebM files for the upload tests and the upload benchmark, laid out as
// Chromium's MediaRecorder writes them: an EBML header, a Segment and Clusters
// of unknown size, no Duration element, SimpleBlocks whose timestamps give the
// length. Payload bytes are filler (nothing decodes them on the server).

function vintSize(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const out = Buffer.alloc(length);
      let value = size;
      for (let i = length - 1; i >= 0; i--) {
        out[i] = value % 256;
        value = Math.floor(value / 256);
      }
      out[0]! |= 0x80 >> (length - 1);
      return out;
    }
  }
  throw new Error('size too large');
}

const element = (id: number[], payload: Buffer) => Buffer.concat([Buffer.from(id), vintSize(payload.length), payload]);
const uint = (value: number, bytes: number) => {
  const out = Buffer.alloc(bytes);
  out.writeUIntBE(value, 0, bytes);
  return out;
};
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

export interface WebmOptions {
  /** Timestamp of the last block, in milliseconds. */
  durationMs: number;
  /** Pad with filler blocks to about this many bytes. */
  approximateBytes?: number;
}

export function makeWebm({ durationMs, approximateBytes = 4096 }: WebmOptions): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([element([0x42, 0x86], uint(1, 1)), element([0x42, 0x82], Buffer.from('webm'))]),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([element([0x2a, 0xd7, 0xb1], uint(1_000_000, 3)), element([0x4d, 0x80], Buffer.from('Chrome'))]),
  );
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    element([0xae], Buffer.concat([element([0xd7], uint(1, 1)), element([0x86], Buffer.from('V_VP8'))])),
  );
  const clusters: Buffer[] = [];
  const blockCount = Math.max(2, Math.ceil(durationMs / 1000) + 1);
  const payloadBytes = Math.max(16, Math.floor(approximateBytes / blockCount) - 20);
  const clusterSpan = 10_000; // a cluster per 10 s, as block timestamps are 16-bit offsets
  for (let i = 0; i < blockCount; i++) {
    const at = Math.round((durationMs * i) / (blockCount - 1));
    const clusterStart = Math.floor(at / clusterSpan) * clusterSpan;
    if (
      i === 0 ||
      clusterStart !== Math.floor(Math.round((durationMs * (i - 1)) / (blockCount - 1)) / clusterSpan) * clusterSpan
    ) {
      clusters.push(Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, element([0xe7], uint(clusterStart, 4)));
    }
    const block = Buffer.alloc(4 + payloadBytes, i % 251);
    block[0] = 0x81;
    block.writeInt16BE(at - clusterStart, 1);
    block[3] = 0x80;
    clusters.push(element([0xa3], block));
  }
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, info, tracks, ...clusters]);
}
