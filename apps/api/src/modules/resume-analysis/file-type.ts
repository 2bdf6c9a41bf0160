// spec 02 §5: only PDF, DOC and DOCX are analysed. The type is decided by the
// bytes themselves, not by the name or the browser's MIME type, so a renamed
// executable is refused before any parser sees it.
import type { DocumentFormat } from '@talent/contracts/resume-analysis';

const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0) {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/**
 * The document format by magic bytes. A PDF may carry a little junk before
 * `%PDF-` (readers accept it within the first kilobyte); a DOCX is a ZIP whose
 * local header is the first thing in the file; a DOC is an OLE2 compound file.
 */
export function sniffDocumentFormat(bytes: Uint8Array): DocumentFormat | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.indexOf('%PDF-') !== -1) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'docx';
  if (startsWith(bytes, OLE2_SIGNATURE)) return 'doc';
  return null;
}
