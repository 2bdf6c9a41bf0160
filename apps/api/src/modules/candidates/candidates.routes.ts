// HTTP of the candidate profile (spec 01 §7, spec 02 §7): parse, check the
// caller owns the candidate in the path (another candidate's id is 404), call
// the service, reply.
import { dispositionFor, FILE_CSP } from '../../lib/file-reply.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_RESUME_MAX_BYTES } from '@talent/contracts/constants';
import { candidatesRoutes as routes } from '@talent/contracts/endpoints/candidates';
import { candidatesSchemas as schemas } from '@talent/contracts/endpoints/candidates.schemas';
import { magicLinkRoutes } from '@talent/contracts/endpoints/magic-link';
import { magicLinkSchemas } from '@talent/contracts/endpoints/magic-link.schemas';
import { resumePrefillRoutes } from '@talent/contracts/endpoints/resume-prefill';
import { resumePrefillSchemas } from '@talent/contracts/endpoints/resume-prefill.schemas';
import { DOCUMENT_FIELDS, ProfileMessages, type DocumentField } from '@talent/contracts/profile';
import { fieldErrors } from '../../lib/errors.ts';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { assertOwnCandidate, authOf } from '../../plugins/auth-guard.ts';
import type { CandidateFilesService, ServedFile, UploadedFile } from './candidate-files.service.ts';
import type { CareerService } from './career.service.ts';
import type { ProfileService } from './profile.service.ts';
import type { ResumePrefillService } from './resume-prefill.service.ts';

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

// Candidate files never run in a browser (decision 014): documents download
// (the file viewer fetches the bytes and draws them with pdf.js), images show
// only as images, under the sandbox policy every user file gets (lib/file-reply.ts).

function sendFile(reply: FastifyReply, file: ServedFile) {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-security-policy', FILE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${dispositionFor(file.contentType, file.inline ? 'inline' : 'attachment')}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('cache-control', 'private, max-age=300')
    .send(file.data);
}

/** The candidate's profile and onboarding, career history and files. */
export interface CandidatesServices {
  profile: ProfileService;
  career: CareerService;
  files: CandidateFilesService;
}

export async function candidatesRoutesPlugin(
  app: FastifyInstance,
  {
    candidates: { profile, career, files },
    resumePrefill,
  }: { candidates: CandidatesServices; resumePrefill: ResumePrefillService },
) {
  // decision 027: proposals from the caller's own stored resume; saving goes through the endpoints below
  registerEndpoints(app, resumePrefillRoutes, resumePrefillSchemas, {
    resumePrefill: async (request) => resumePrefill.proposals(authOf(request).candidateId, request.params.fileId),
  });

  // decision 049: the magic-link candidate's resume, no sign-in, the link checked before the file is read
  registerEndpoints(app, magicLinkRoutes, magicLinkSchemas, {
    magicLinkCandidate: async (request) =>
      files.magicLinkCandidate(request.params.candidateId, request.query.expires, request.query.signature),
    magicLinkResumeUpload: async (request) =>
      files.magicLinkUploadResume(
        request.params.candidateId,
        request.query.expires,
        request.query.signature,
        () => readUpload(request, PROFILE_RESUME_MAX_BYTES, 'resume'),
        request.log,
      ),
  });

  const deleteQualification =
    (list: 'degree' | 'certificate') =>
    async (
      request: FastifyRequest<{
        Params: { candidateID: number; id: number };
        Body: { educationId?: number } | null | undefined;
      }>,
      reply: FastifyReply,
    ) => {
      const { candidateId } = assertOwnCandidate(request, request.params.candidateID);
      if (request.body?.educationId !== undefined && request.body.educationId !== request.params.id) {
        throw mismatch('educationId');
      }
      await career.deleteQualification(candidateId, request.params.id, list);
      return reply.status(204).send(null);
    };

  registerEndpoints(app, routes, schemas, {
    // decision 039: kept under the candidate's read version; the file links are signed per answer
    profile: async (request, reply) =>
      reply.sendKept((linkOf) => profile.getProfile(authOf(request).candidateId, linkOf), profile.signedLink),
    updateProfile: async (request) => {
      const caller = authOf(request);
      if (request.body === undefined || request.body === null) {
        return profile.finishOnboarding(caller.candidateId, caller.userId);
      }
      return profile.updateProfile(caller.candidateId, caller.userId, request.body);
    },
    setOnboardingStatus: async (request) => {
      const caller = authOf(request);
      return profile.setOnboardingStatus(caller.candidateId, caller.userId, request.body.status);
    },

    addExperience: async (request, reply) => {
      const { candidateId } = assertOwnCandidate(request, request.params.candidateID);
      return reply.status(201).send(await career.addExperience(candidateId, request.body));
    },
    updateExperience: async (request) => {
      const { candidateId } = assertOwnCandidate(request, request.params.candidateID);
      return career.updateExperience(candidateId, request.params.id, request.body);
    },
    deleteExperience: async (request, reply) => {
      const { candidateId } = assertOwnCandidate(request, request.params.candidateID);
      if (request.body?.jobId !== undefined && request.body.jobId !== request.params.jobId) throw mismatch('jobId');
      await career.deleteExperience(candidateId, request.params.jobId);
      return reply.status(204).send(null);
    },

    addQualification: async (request, reply) => {
      const { candidateId } = assertOwnCandidate(request, request.params.candidateID);
      return reply.status(201).send(await career.addQualification(candidateId, request.body));
    },
    updateQualification: async (request) => {
      const { candidateId } = assertOwnCandidate(request, request.params.candidateID);
      return career.updateQualification(candidateId, request.params.id, request.body);
    },
    deleteEducation: deleteQualification('degree'),
    deleteCertificate: deleteQualification('certificate'),

    uploadDocument: async (request) => {
      const { candidateId } = authOf(request);
      const upload = await readUpload(request, Math.max(PROFILE_RESUME_MAX_BYTES, PROFILE_IMAGE_MAX_BYTES), 'resume');
      if (upload.field === 'profile_image') return files.uploadProfileImage(candidateId, upload, request.log);
      if (upload.field === 'resume') return files.uploadResume(candidateId, upload, request.log);
      throw fieldErrors({ field: ProfileMessages.unknownFileField });
    },
    deleteDocument: async (request) => {
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
      return files.deleteDocument(candidateId, parsed.data);
    },
    uploadResume: async (request) => {
      const { candidateId } = assertOwnCandidate(request, request.params.candidateId);
      const upload = await readUpload(request, PROFILE_RESUME_MAX_BYTES, 'resume');
      return files.uploadResume(candidateId, upload, request.log);
    },
    ownResume: async (request, reply) => {
      const { candidateId } = assertOwnCandidate(request, request.params.candidateId);
      return sendFile(reply, await files.readOwnResume(candidateId));
    },
    signedFile: async (request, reply) => {
      const { key, expires, signature } = request.query;
      return sendFile(reply, await files.readSignedFile(key, expires, signature));
    },
  });
}
