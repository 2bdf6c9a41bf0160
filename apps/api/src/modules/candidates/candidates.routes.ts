// HTTP of the candidate profile (spec 01 §7, spec 02 §7): parse, check the
// caller owns the candidate in the path (another candidate's id is 404), call
// the service, reply.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_RESUME_MAX_BYTES } from '@talent/contracts/constants';
import { DetailErrorSchema, FieldErrorsSchema } from '@talent/contracts/api-errors';
import { IdSchema } from '@talent/contracts/paging';
import {
  CandidatePatchResponseSchema,
  CandidatePatchSchema,
  CandidateProfileSchema,
  DOCUMENT_FIELDS,
  ExperienceInputSchema,
  ExperiencePatchSchema,
  ExperienceSchema,
  OnboardingStatusResponseSchema,
  OnboardingStatusUpdateSchema,
  ProfileMessages,
  QualificationInputSchema,
  QualificationPatchSchema,
  QualificationSchema,
  type DocumentField,
} from '@talent/contracts/profile';
import { fieldErrors } from '../../lib/errors.ts';
import { assertOwnCandidate, authOf } from '../../plugins/auth-guard.ts';
import { createCandidatesService, type ServedFile, type UploadedFile } from './candidates.service.ts';

const CandidateParams = z.object({ candidateID: IdSchema });
const errors = { 400: FieldErrorsSchema, 401: DetailErrorSchema, 404: DetailErrorSchema };
const security = [{ bearerAuth: [] }];

/** spec 02 §7 shows some item paths without the trailing slash; both forms answer. */
const withAndWithoutSlash = (path: string) => [path, `${path}/`];

function mismatch(field: string) {
  return fieldErrors({ [field]: 'Does not match the id in the path.' });
}

const TOO_LARGE: Record<DocumentField, string> = {
  resume: ProfileMessages.resumeTooLarge,
  profile_image: ProfileMessages.imageTooLarge,
};

/** The one file of a multipart request, read into memory up to maxBytes. */
async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  fieldForErrors: DocumentField,
): Promise<UploadedFile & { field: string }> {
  if (!request.isMultipart()) throw fieldErrors({ [fieldForErrors]: ProfileMessages.noFile });
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: true });
  if (!part) throw fieldErrors({ [fieldForErrors]: ProfileMessages.noFile });
  try {
    const data = await part.toBuffer();
    return { data, filename: part.filename ?? '', field: part.fieldname };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      const field = part.fieldname === 'profile_image' ? 'profile_image' : fieldForErrors;
      throw fieldErrors({ [field]: TOO_LARGE[field] });
    }
    throw error;
  }
}

/**
 * Candidate files never run in a browser (decision 014): documents download
 * (the file viewer fetches the bytes and draws them with pdf.js), images show
 * only as images, and a sandboxing policy with no sources covers a file opened
 * directly, so a PDF/HTML polyglot or a PDF with JavaScript stays inert.
 */
export const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

function sendFile(reply: FastifyReply, file: ServedFile) {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-security-policy', FILE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${file.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('cache-control', 'private, max-age=300')
    .send(file.data);
}

export const candidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage, urlSigner, now } = app.deps;
  const service = createCandidatesService({ db: database.db, storage, urlSigner, now });
  const auth = { preHandler: app.requireAuth };

  // ------------------------------------------------------------ profile

  app.get(
    '/v3/users/candidate/',
    {
      ...auth,
      schema: {
        tags: ['candidates'],
        security,
        // spec 01 §7: on onboarding routes the client also sends the upper-cased step
        querystring: z.object({
          back_page: z
            .string()
            .trim()
            .max(60)
            .regex(/^[A-Za-z0-9_-]*$/)
            .optional(),
        }),
        response: { 200: CandidateProfileSchema, ...errors },
      },
    },
    async (request) => service.getProfile(authOf(request).candidateId),
  );

  app.patch(
    '/v2/users/candidate/',
    {
      ...auth,
      schema: {
        tags: ['candidates'],
        security,
        description:
          'Updates any subset of the profile and answers the changed fields; without a body it finishes onboarding.',
        body: CandidatePatchSchema.nullish(),
        response: { 200: CandidatePatchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = authOf(request);
      if (request.body === undefined || request.body === null) {
        return service.finishOnboarding(caller.candidateId, caller.userId);
      }
      return service.updateProfile(caller.candidateId, caller.userId, request.body);
    },
  );

  app.patch(
    '/users/onboarding_status/',
    {
      ...auth,
      schema: {
        tags: ['candidates'],
        security,
        body: OnboardingStatusUpdateSchema,
        response: { 200: OnboardingStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = authOf(request);
      return service.setOnboardingStatus(caller.candidateId, caller.userId, request.body.status);
    },
  );

  // ------------------------------------------------------------ experience

  app.post(
    '/users/candidate/:candidateID/experience/',
    {
      ...auth,
      schema: {
        tags: ['candidates'],
        security,
        params: CandidateParams,
        body: ExperienceInputSchema,
        response: { 201: ExperienceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { candidateId } = assertOwnCandidate(request, request.params.candidateID);
      return reply.status(201).send(await service.addExperience(candidateId, request.body));
    },
  );

  for (const url of withAndWithoutSlash('/users/candidate/:candidateID/experience/:id')) {
    app.patch(
      url,
      {
        ...auth,
        schema: {
          tags: ['candidates'],
          security,
          params: CandidateParams.extend({ id: IdSchema }),
          body: ExperiencePatchSchema,
          response: { 200: ExperienceSchema, ...errors },
        },
      },
      async (request) => {
        const { candidateId } = assertOwnCandidate(request, request.params.candidateID);
        return service.updateExperience(candidateId, request.params.id, request.body);
      },
    );
  }

  for (const url of withAndWithoutSlash('/users/candidate/:candidateID/experience/:jobId')) {
    app.delete(
      url,
      {
        ...auth,
        schema: {
          tags: ['candidates'],
          security,
          params: CandidateParams.extend({ jobId: IdSchema }),
          // spec 02 §7: the body repeats the id as jobId
          body: z.object({ jobId: IdSchema.optional() }).nullish(),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { candidateId } = assertOwnCandidate(request, request.params.candidateID);
        if (request.body?.jobId !== undefined && request.body.jobId !== request.params.jobId) throw mismatch('jobId');
        await service.deleteExperience(candidateId, request.params.jobId);
        return reply.status(204).send(null);
      },
    );
  }

  // ------------------------------------------------------------ education and certificates

  app.post(
    '/users/candidate/:candidateID/education/',
    {
      ...auth,
      schema: {
        tags: ['candidates'],
        security,
        params: CandidateParams,
        body: QualificationInputSchema,
        response: { 201: QualificationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { candidateId } = assertOwnCandidate(request, request.params.candidateID);
      return reply.status(201).send(await service.addQualification(candidateId, request.body));
    },
  );

  for (const url of withAndWithoutSlash('/users/candidate/:candidateID/education/:id')) {
    app.patch(
      url,
      {
        ...auth,
        schema: {
          tags: ['candidates'],
          security,
          params: CandidateParams.extend({ id: IdSchema }),
          body: QualificationPatchSchema,
          response: { 200: QualificationSchema, ...errors },
        },
      },
      async (request) => {
        const { candidateId } = assertOwnCandidate(request, request.params.candidateID);
        return service.updateQualification(candidateId, request.params.id, request.body);
      },
    );
  }

  for (const [segment, list] of [
    ['education', 'degree'],
    ['certificate', 'certificate'],
  ] as const) {
    for (const url of withAndWithoutSlash(`/users/candidate/:candidateID/${segment}/:id`)) {
      app.delete(
        url,
        {
          ...auth,
          schema: {
            tags: ['candidates'],
            security,
            params: CandidateParams.extend({ id: IdSchema }),
            // spec 02 §7: the body repeats the id as educationId
            body: z.object({ educationId: IdSchema.optional() }).nullish(),
            response: { 204: z.null(), ...errors },
          },
        },
        async (request, reply) => {
          const { candidateId } = assertOwnCandidate(request, request.params.candidateID);
          if (request.body?.educationId !== undefined && request.body.educationId !== request.params.id) {
            throw mismatch('educationId');
          }
          await service.deleteQualification(candidateId, request.params.id, list);
          return reply.status(204).send(null);
        },
      );
    }
  }

  // ------------------------------------------------------------ documents

  app.post(
    '/v2/users/candidate/document/',
    {
      ...auth,
      schema: {
        tags: ['candidates'],
        security,
        description:
          'Multipart: the file under resume (.pdf .doc .docx, 5 MB) or profile_image (JPEG, PNG, GIF, WEBP, 5 MB).',
        consumes: ['multipart/form-data'],
        response: { 200: CandidatePatchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { candidateId } = authOf(request);
      const upload = await readUpload(request, Math.max(PROFILE_RESUME_MAX_BYTES, PROFILE_IMAGE_MAX_BYTES), 'resume');
      if (upload.field === 'profile_image') return service.uploadProfileImage(candidateId, upload, request.log);
      if (upload.field === 'resume') return service.uploadResume(candidateId, upload, request.log);
      throw fieldErrors({ field: ProfileMessages.unknownFileField });
    },
  );

  app.delete(
    '/v2/users/candidate/document/',
    {
      ...auth,
      schema: {
        tags: ['candidates'],
        security,
        description: 'Deletes a file; the form (or JSON) field `field` names it: resume or profile_image.',
        response: { 200: CandidatePatchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { candidateId } = authOf(request);
      let field: unknown;
      if (request.isMultipart()) {
        for await (const part of request.parts({ limits: { files: 0, fields: 5 } })) {
          if (part.type === 'field' && part.fieldname === 'field') field = part.value;
        }
      } else if (request.body && typeof request.body === 'object') {
        field = (request.body as Record<string, unknown>).field;
      }
      const parsed = z.enum(DOCUMENT_FIELDS).safeParse(field);
      if (!parsed.success) throw fieldErrors({ field: ProfileMessages.unknownFileField });
      return service.deleteDocument(candidateId, parsed.data);
    },
  );

  app.post(
    '/v2/users/candidate/:candidateId/resume/',
    {
      ...auth,
      schema: {
        tags: ['candidates'],
        security,
        consumes: ['multipart/form-data'],
        params: z.object({ candidateId: IdSchema }),
        response: { 200: CandidatePatchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { candidateId } = assertOwnCandidate(request, request.params.candidateId);
      const upload = await readUpload(request, PROFILE_RESUME_MAX_BYTES, 'resume');
      return service.uploadResume(candidateId, upload, request.log);
    },
  );

  app.get(
    '/v2/users/candidate/:candidateId/resume/',
    {
      ...auth,
      schema: { tags: ['candidates'], security, params: z.object({ candidateId: IdSchema }) },
    },
    async (request, reply) => {
      const { candidateId } = assertOwnCandidate(request, request.params.candidateId);
      return sendFile(reply, await service.readOwnResume(candidateId));
    },
  );

  // A signed, expiring link: the file viewer and <img> cannot send the Authorization header.
  app.get(
    '/v2/users/candidate/files/',
    {
      schema: {
        tags: ['candidates'],
        querystring: z.object({
          key: z.string().max(300),
          expires: z.coerce.number().int(),
          signature: z.string().max(200),
        }),
      },
    },
    async (request, reply) => {
      const { key, expires, signature } = request.query;
      return sendFile(reply, await service.readSignedFile(key, expires, signature));
    },
  );
};
