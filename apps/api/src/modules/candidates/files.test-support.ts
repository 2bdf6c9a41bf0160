// Real files for the upload tests: a PDF written by pdfkit, a DOCX written by
// docx, a Word 97 container, images, and the attacks of spec 02 §5 (a renamed
// executable, a zip bomb named .docx). Also a multipart body builder for inject.
import { randomBytes } from 'node:crypto';
import { Document, Packer, Paragraph } from 'docx';
import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';

export async function makePdf(text = 'Asha Rao — Senior Engineer'): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  doc.text(text);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

export async function makeDocx(text = 'Asha Rao — Senior Engineer'): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: [new Paragraph(text)] }] });
  return Packer.toBuffer(doc);
}

/** An OLE compound file header and a WordDocument directory entry name, as Word 97 writes them. */
export function makeDoc(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(128);
  Buffer.from('WordDocument', 'utf16le').copy(directory);
  return Buffer.concat([header, directory, randomBytes(1024)]);
}

export function makePng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** A Windows executable: what a renamed attachment really is. */
export function makeExecutable(): Buffer {
  const data = Buffer.alloc(4096);
  data.write('MZ', 0, 'latin1');
  data.write('This program cannot be run in DOS mode.', 78, 'latin1');
  data.write('PE\0\0', 128, 'latin1');
  return data;
}

const CONTENT_TYPES_XML =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>';

/**
 * Builds a file once per process and hands out copies: compressing tens of
 * megabytes of zeros costs a second, the result is a few kilobytes.
 */
function builtOnce(build: () => Buffer): () => Buffer {
  let built: Buffer | undefined;
  return () => Buffer.from((built ??= build()));
}

/** A .docx whose document.xml declares 40 MB of content that compresses to almost nothing. */
export const makeZipBomb = builtOnce(() =>
  Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': new TextEncoder().encode(CONTENT_TYPES_XML),
        'word/document.xml': new Uint8Array(40 * 1024 * 1024),
      },
      { level: 9 },
    ),
  ),
);

/**
 * A bomb that lies: its directory declares a small document.xml, so the size
 * and ratio checks pass, but the data inflates to 20 MB.
 */
export const makeLyingZipBomb = builtOnce(() => {
  const zip = Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': new TextEncoder().encode(CONTENT_TYPES_XML),
        'word/document.xml': new Uint8Array(20 * 1024 * 1024),
      },
      { level: 9 },
    ),
  );
  const declared = 4096;
  const name = Buffer.from('word/document.xml');
  for (let at = zip.indexOf(name); at >= 0; at = zip.indexOf(name, at + 1)) {
    if (zip.readUInt32LE(at - 46) === 0x02014b50) zip.writeUInt32LE(declared, at - 46 + 24);
    if (zip.readUInt32LE(at - 30) === 0x04034b50) zip.writeUInt32LE(declared, at - 30 + 22);
  }
  return zip;
});

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  content?: Buffer;
  contentType?: string;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----talent${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.filename !== undefined) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.content ?? Buffer.alloc(0));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}`));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
