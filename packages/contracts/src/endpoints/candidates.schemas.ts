import { z } from 'zod';
import { DetailErrorSchema, FieldErrorsSchema } from '../api-errors.ts';
import type { SchemaTable } from '../endpoint.ts';
import { IdSchema } from '../paging.ts';
import {
  CandidatePatchResponseSchema,
  CandidatePatchSchema,
  CandidateProfileSchema,
  ExperienceInputSchema,
  ExperiencePatchSchema,
  ExperienceSchema,
  OnboardingStatusResponseSchema,
  OnboardingStatusUpdateSchema,
  QualificationInputSchema,
  QualificationPatchSchema,
  QualificationSchema,
} from '../profile.ts';
import type { candidatesRoutes } from './candidates.ts';

const CandidateParams = z.object({ candidateID: IdSchema });
const errors = { 400: FieldErrorsSchema, 401: DetailErrorSchema, 404: DetailErrorSchema };
const tags = ['candidates'];

export const candidatesSchemas = {
  profile: {
    tags,
    // spec 01 §7: on onboarding routes the client also sends the upper-cased step
    query: z.object({
      back_page: z
        .string()
        .trim()
        .max(60)
        .regex(/^[A-Za-z0-9_-]*$/)
        .optional(),
    }),
    responses: { 200: CandidateProfileSchema, ...errors },
  },
  updateProfile: {
    tags,
    description:
      'Updates any subset of the profile and answers the changed fields; without a body it finishes onboarding.',
    body: CandidatePatchSchema.nullish(),
    responses: { 200: CandidatePatchResponseSchema, ...errors },
  },
  setOnboardingStatus: {
    tags,
    body: OnboardingStatusUpdateSchema,
    responses: { 200: OnboardingStatusResponseSchema, ...errors },
  },
  addExperience: {
    tags,
    params: CandidateParams,
    body: ExperienceInputSchema,
    responses: { 201: ExperienceSchema, ...errors },
  },
  updateExperience: {
    tags,
    params: CandidateParams.extend({ id: IdSchema }),
    body: ExperiencePatchSchema,
    responses: { 200: ExperienceSchema, ...errors },
  },
  deleteExperience: {
    tags,
    params: CandidateParams.extend({ jobId: IdSchema }),
    // spec 02 §7: the body repeats the id as jobId
    body: z.object({ jobId: IdSchema.optional() }).nullish(),
    responses: { 204: z.null(), ...errors },
  },
  addQualification: {
    tags,
    params: CandidateParams,
    body: QualificationInputSchema,
    responses: { 201: QualificationSchema, ...errors },
  },
  updateQualification: {
    tags,
    params: CandidateParams.extend({ id: IdSchema }),
    body: QualificationPatchSchema,
    responses: { 200: QualificationSchema, ...errors },
  },
  deleteEducation: {
    tags,
    params: CandidateParams.extend({ id: IdSchema }),
    // spec 02 §7: the body repeats the id as educationId
    body: z.object({ educationId: IdSchema.optional() }).nullish(),
    responses: { 204: z.null(), ...errors },
  },
  deleteCertificate: {
    tags,
    params: CandidateParams.extend({ id: IdSchema }),
    body: z.object({ educationId: IdSchema.optional() }).nullish(),
    responses: { 204: z.null(), ...errors },
  },
  uploadDocument: {
    tags,
    description:
      'Multipart: the file under resume (.pdf .doc .docx, 5 MB) or profile_image (JPEG, PNG, GIF, WEBP, 5 MB).',
    multipart: true,
    responses: { 200: CandidatePatchResponseSchema, ...errors },
  },
  deleteDocument: {
    tags,
    description: 'Deletes a file; the form (or JSON) field `field` names it: resume or profile_image.',
    responses: { 200: CandidatePatchResponseSchema, ...errors },
  },
  uploadResume: {
    tags,
    multipart: true,
    params: z.object({ candidateId: IdSchema }),
    responses: { 200: CandidatePatchResponseSchema, ...errors },
  },
  ownResume: {
    tags,
    params: z.object({ candidateId: IdSchema }),
    description: 'The resume file itself, as an attachment.',
    responses: { 401: DetailErrorSchema, 404: DetailErrorSchema },
  },
  signedFile: {
    tags,
    query: z.object({
      key: z.string().max(300),
      expires: z.coerce.number().int(),
      signature: z.string().max(200),
    }),
    description: 'The file itself, by a signed, expiring link.',
    responses: { 403: DetailErrorSchema, 404: DetailErrorSchema },
  },
} as const satisfies SchemaTable<typeof candidatesRoutes>;
