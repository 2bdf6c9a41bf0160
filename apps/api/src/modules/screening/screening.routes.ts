// Self-screening over HTTP (spec 02 §7 catalogue) and the hiring team's side,
// registered from the endpoint table. Video chunks arrive as
// application/octet-stream, parsed only in this module's scope.
import type { FastifyInstance } from 'fastify';
import { screeningRoutes as routes } from '@talent/contracts/endpoints/screening';
import { screeningSchemas as schemas } from '@talent/contracts/endpoints/screening.schemas';
import { SCREENING_VIDEO_CHUNK_MAX_BYTES } from '@talent/contracts/screening';
import { detailError } from '../../lib/errors.ts';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { sendFile } from '../../lib/file-reply.ts';
import { authOf, hiringOf } from '../../plugins/auth-guard.ts';
import type { ScreeningHiringService } from './screening-hiring.service.ts';
import type { ScreeningUploadsService } from './screening-uploads.service.ts';
import type { SelfScreeningService } from './self-screening.service.ts';

/** Self-screening's three services: the candidate's side, the video uploads and the hiring team's side. */
export interface ScreeningServices {
  candidate: SelfScreeningService;
  uploads: ScreeningUploadsService;
  hiring: ScreeningHiringService;
}

export async function screeningRoutesPlugin(
  app: FastifyInstance,
  { screening: { candidate: service, uploads, hiring } }: { screening: ScreeningServices },
) {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: SCREENING_VIDEO_CHUNK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const candidate = (request: Parameters<typeof authOf>[0]) => authOf(request).candidateId;
  const scope = (request: Parameters<typeof hiringOf>[0]) => {
    const member = hiringOf(request);
    return { companyId: member.companyId, userId: member.userId };
  };

  registerEndpoints(
    app,
    routes,
    schemas,
    {
      consentShow: async (request) => service.consentShow(candidate(request), request.params.candidateJobId),
      consentUpdate: async (request) => service.updateConsent(candidate(request), request.params.candidateJobId),
      deviceCheck: async (request) =>
        service.deviceCheck(candidate(request), request.params.candidateJobId, request.body),
      questionList: async (request) => service.questionList(candidate(request), request.params.candidateJobId),
      followUp: async (request) =>
        service.followUp(candidate(request), request.params.jobApplicationId, request.params.questionId),
      startUpload: async (request, reply) =>
        reply
          .status(201)
          .send(await uploads.startUpload(candidate(request), request.params.candidateJobId, request.body)),
      uploadState: async (request) =>
        uploads.uploadState(candidate(request), request.params.candidateJobId, request.params.uploadId),
      uploadChunk: async (request) => {
        const data: unknown = request.body;
        if (!Buffer.isBuffer(data)) throw detailError(415, 'Send the chunk as application/octet-stream.');
        return uploads.uploadChunk(
          candidate(request),
          request.params.candidateJobId,
          request.params.uploadId,
          request.query.offset,
          data,
        );
      },
      completeUpload: async (request) =>
        uploads.completeUpload(candidate(request), request.params.candidateJobId, request.params.uploadId),
      availableSlots: async (request) => service.availableSlots(candidate(request), request.query.candidate_job_id),
      schedule: async (request, reply) =>
        reply.status(201).send(await service.schedule(candidate(request), request.params.candidateJobId, request.body)),
      complete: async (request) => service.complete(candidate(request), request.params.candidateJobId),

      hiringQuestions: async (request) => hiring.hiringQuestions(scope(request), request.params.jobId),
      hiringCreateQuestion: async (request, reply) =>
        reply.status(201).send(await hiring.createQuestion(scope(request), request.params.jobId, request.body)),
      hiringSlots: async (request) => hiring.hiringSlots(scope(request), request.params.jobId),
      hiringCreateSlot: async (request, reply) =>
        reply.status(201).send(await hiring.createSlot(scope(request), request.params.jobId, request.body)),
      hiringSelfScreening: async (request) => hiring.hiringSelfScreening(scope(request), request.params.applicationId),
      hiringAnswerVideo: async (request, reply) =>
        sendFile(reply, await hiring.answerVideo(scope(request), request.params.answerId), 'inline'),
    },
    { options: { uploadChunk: { bodyLimit: SCREENING_VIDEO_CHUNK_MAX_BYTES } } },
  );
}
