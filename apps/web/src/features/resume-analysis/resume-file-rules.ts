// spec 02 §5: the analysis upload takes .pdf, .doc and .docx (any case) up to
// 10485760 bytes; spec 02 §2: the file details show the size in
// Bytes/KB/MB/GB and the type, or 'Unknown'.
import { ANALYSIS_RESUME_MAX_BYTES, RESUME_EXTENSIONS } from '@talent/contracts/constants';
import { Messages } from '@talent/contracts/messages';

export const ACCEPTED_TYPES = [
  ...RESUME_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

/** The spec's message for a file that cannot be analysed, or null when it can. */
export function resumeFileError(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return Messages.resumeInvalidType;
  if (file.size > ANALYSIS_RESUME_MAX_BYTES) return Messages.resumeTooLarge;
  return null;
}

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const unit = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** unit;
  return `${unit === 0 ? value : Number(value.toFixed(2))} ${UNITS[unit]}`;
}

export function fileTypeLabel(file: Pick<File, 'type'>): string {
  return file.type || 'Unknown';
}
