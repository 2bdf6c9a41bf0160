// A profile's resume, wherever it is given (the onboarding step, the profile
// page, a magic link): PDF, DOC or DOCX up to 5 MB; the server checks the bytes.
import { PROFILE_RESUME_MAX_BYTES, RESUME_EXTENSIONS } from '@talent/contracts/constants';
import { ProfileMessages } from '@talent/contracts/profile';
import type { FileRule } from './file-rules.ts';

export const PROFILE_RESUME_RULE: FileRule = {
  formats: 'PDF, DOC, DOCX',
  extensions: RESUME_EXTENSIONS,
  accept:
    '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  maxBytes: PROFILE_RESUME_MAX_BYTES,
  messages: { invalidType: ProfileMessages.resumeInvalidType, tooLarge: ProfileMessages.resumeTooLarge },
};
