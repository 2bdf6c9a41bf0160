// Coding assessments over HTTP (spec 02 §7 catalogue) and the hiring team's
// side, registered from the endpoint table.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ASSESSMENT_FILE_MAX_BYTES, AssessmentMessages } from '@talent/contracts/assessments';
import { assessmentRoutes as routes } from '@talent/contracts/endpoints/assessments';
import { assessmentSchemas as schemas } from '@talent/contracts/endpoints/assessments.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { authOf, hiringOf } from '../../plugins/auth-guard.ts';
import { readFileWithField, sendFile } from '../../lib/file-reply.ts';
import type { AssessmentsHiringService } from './assessments-hiring.service.ts';
import type { AssessmentsService } from './assessments.service.ts';

/** Coding assessments' services the routes call: the candidate's side and the hiring team's. */
export interface AssessmentsRouteServices {
  candidate: AssessmentsService;
  hiring: AssessmentsHiringService;
}

export async function assessmentsRoutesPlugin(
  app: FastifyInstance,
  { assessments: { candidate: service, hiring } }: { assessments: AssessmentsRouteServices },
) {
  const candidate = (request: FastifyRequest) => authOf(request).candidateId;
  const scope = (request: FastifyRequest) => {
    const member = hiringOf(request);
    return { companyId: member.companyId, userId: member.userId };
  };
  registerEndpoints(app, routes, schemas, {
    questions: async (request) => service.questions(candidate(request), request.params.candidateJobId),
    saveDraft: async (request) =>
      service.saveDraft(candidate(request), request.params.candidateJobId, request.body.answers),
    submit: async (request) => service.submit(candidate(request), request.params.candidateJobId, request.body.answers),
    consent: async (request) => service.consent(candidate(request), request.params.candidateJobId),
    upload: async (request, reply) => {
      const file = await readFileWithField(
        request,
        'question_id',
        ASSESSMENT_FILE_MAX_BYTES,
        AssessmentMessages.fileTooLarge,
      );
      const saved = await service.upload(candidate(request), request.params.candidateJobId, {
        questionId: file.field,
        filename: file.filename,
        data: file.data,
      });
      return reply.status(201).send(saved);
    },
    myAssessments: async (request) => service.myAssessments(candidate(request)),
    report: async (request) => service.report(candidate(request), request.params.candidateJobId),
    hiringAssessments: async (request) => hiring.hiringAssessments(scope(request), request.params.applicationId),
    hiringAssign: async (request, reply) =>
      reply.status(201).send(await hiring.assign(scope(request), request.params.applicationId, request.body)),
    hiringAssessment: async (request) => hiring.hiringAssessment(scope(request), request.params.assessmentId),
    hiringReview: async (request) => hiring.review(scope(request), request.params.assessmentId, request.body),
    hiringFile: async (request, reply) =>
      sendFile(
        reply,
        await hiring.hiringFile(scope(request), request.params.assessmentId, request.params.fileId),
        'attachment',
      ),
  });
}
