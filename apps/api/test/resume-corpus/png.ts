// A tiny PNG encoder for the corpus pictures (a head-and-shoulders photo and
// a "scanned" page), so the generator needs no image library.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An RGB PNG whose pixels come from `pixel(x, y)` → [r, g, b]. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** A soft portrait silhouette: a head and shoulders on a pale background. */
export function portraitPng() {
  return encodePng(120, 150, (x, y) => {
    const head = (x - 60) ** 2 / 26 ** 2 + (y - 55) ** 2 / 32 ** 2 < 1;
    const shoulders = y > 95 && (x - 60) ** 2 / 55 ** 2 + (y - 150) ** 2 / 55 ** 2 < 1;
    return head || shoulders ? [90, 70, 60] : [225, 232, 240];
  });
}

/** Grey bars like lines of printed text on a white page: a scan with no text layer. */
export function scannedPagePng() {
  return encodePng(850, 1100, (x, y) => {
    const line = Math.floor((y - 80) / 28);
    const inLine = y > 80 && y < 1020 && (y - 80) % 28 < 12;
    const width = 500 + ((line * 97) % 220);
    return inLine && x > 90 && x < 90 + width && (x * 7 + line) % 53 > 6 ? [60, 60, 60] : [250, 250, 250];
  });
}
