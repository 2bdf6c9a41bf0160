// The checks the server applies to a document (decision 015), made before
// sending so a wrong file is refused at once: PDF, JPG or PNG by its first
// bytes (not its name), at most 5 MB. The server checks again.
import { MANDATORY_DOCUMENT_MAX_BYTES, MandatoryMessages } from '@talent/contracts/mandatory-details';

const SIGNATURES: readonly number[][] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
];

export async function documentProblem(file: File): Promise<string | null> {
  if (file.size === 0) return MandatoryMessages.noFile;
  if (file.size > MANDATORY_DOCUMENT_MAX_BYTES) return MandatoryMessages.fileTooLarge;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const known = SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));
  return known ? null : MandatoryMessages.fileType;
}
