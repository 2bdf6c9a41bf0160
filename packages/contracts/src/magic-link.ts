// The magic-link candidate's resume upload (spec 02 endpoint catalogue:
// /users/magic_link_candidate/{candidateId}/resume/; decision 049). A signed
// link, e-mailed by the operators, lets a person who has not signed in give
// the resume of the candidate record it names: the link's signature covers
// the candidate id and an expiry, so another id with the same signature is
// not found. The file is checked by its content and size as every resume is.
import { z } from 'zod';

/** What the link signs: one candidate's resume upload. */
export const magicResumeKey = (candidateId: number) => `magic-link-resume:${candidateId}`;

/** A magic link stays valid for two weeks. */
export const MAGIC_RESUME_TTL_SECONDS = 14 * 24 * 60 * 60;

/** The page the link opens; the query carries the signature and spec 02's magic-link flag. */
export const magicResumePagePath = (candidateId: number, expires: number, signature: string) =>
  `/resume-upload/${candidateId}/?${new URLSearchParams({ expires: String(expires), signature, is_magic_link: 'True' })}`;

export const MagicLinkMessages = {
  invalid: 'This link is not valid or has expired. Ask the team that sent it for a new one.',
  uploaded: 'Thank you. Your resume is saved.',
} as const;

export const MagicLinkQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(200),
});

export const MagicLinkCandidateSchema = z.object({
  candidate_id: z.number().int(),
  first_name: z.string(),
  resume_filename: z.string().nullable(),
  expires_at: z.string(),
});
export type MagicLinkCandidate = z.infer<typeof MagicLinkCandidateSchema>;
