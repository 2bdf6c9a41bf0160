// spec 02 §5: the analysis upload takes .pdf, .doc and .docx (any case) up to
// 10485760 bytes; spec 02 §2: the file details show the type, or 'Unknown'.
import { ANALYSIS_RESUME_MAX_BYTES, RESUME_EXTENSIONS } from '@talent/contracts/constants';
import { Messages } from '@talent/contracts/messages';
import { fileProblem, type FileRule } from '../../components/ui/file-rules.ts';

export const ACCEPTED_TYPES = [
  ...RESUME_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

export const ANALYSIS_RESUME_RULE: FileRule = {
  formats: 'PDF, DOC, DOCX',
  extensions: RESUME_EXTENSIONS,
  accept: ACCEPTED_TYPES,
  maxBytes: ANALYSIS_RESUME_MAX_BYTES,
  messages: { invalidType: Messages.resumeInvalidType, tooLarge: Messages.resumeTooLarge },
};

/** The spec's message for a file that cannot be analysed, or null when it can. */
export const resumeFileError = (file: Pick<File, 'name' | 'size'>) => fileProblem(ANALYSIS_RESUME_RULE, file);

/** The media type the browser gave, or the spec's 'Unknown'. */
export function fileTypeLabel(file: Pick<File, 'type'>): string {
  return file.type || 'Unknown';
}
