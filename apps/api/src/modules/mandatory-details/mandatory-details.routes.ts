// Mandatory details over HTTP (spec 02 §7 catalogue) and the hiring team's
// side, registered from the endpoint table.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mandatoryRoutes as routes } from '@talent/contracts/endpoints/mandatory-details';
import { mandatorySchemas as schemas } from '@talent/contracts/endpoints/mandatory-details.schemas';
import { MANDATORY_DOCUMENT_MAX_BYTES, MandatoryMessages } from '@talent/contracts/mandatory-details';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { readFileWithField, sendFile } from '../../lib/file-reply.ts';
import { authOf, hiringOf } from '../../plugins/auth-guard.ts';
import type { MandatoryService } from './mandatory-details.service.ts';
import type { MandatoryHiringService } from './mandatory-hiring.service.ts';

/** Mandatory details' services the routes call: the candidate's side and the hiring team's. */
export interface MandatoryRouteServices {
  candidate: MandatoryService;
  hiring: MandatoryHiringService;
}

export async function mandatoryDetailsRoutesPlugin(
  app: FastifyInstance,
  { mandatory: { candidate: service, hiring } }: { mandatory: MandatoryRouteServices },
) {
  const me = (request: FastifyRequest) => authOf(request);
  const scope = (request: FastifyRequest) => {
    const member = hiringOf(request);
    return { companyId: member.companyId, userId: member.userId };
  };
  registerEndpoints(app, routes, schemas, {
    status: async (request) => service.status(me(request).candidateId),
    details: async (request) => service.details(me(request).candidateId, me(request).userId, request.params.id),
    saveDetails: async (request) =>
      service.saveDetails(me(request).candidateId, request.params.id, request.body.details),
    documents: async (request) => service.documents(me(request).candidateId, me(request).userId, request.params.id),
    uploadDocument: async (request, reply) => {
      const file = await readFileWithField(
        request,
        'kind',
        MANDATORY_DOCUMENT_MAX_BYTES,
        MandatoryMessages.fileTooLarge,
      );
      const saved = await service.upload(me(request).candidateId, request.params.id, {
        kind: file.field,
        filename: file.filename,
        data: file.data,
      });
      return reply.status(201).send(saved);
    },
    documentFile: async (request, reply) =>
      sendFile(
        reply,
        await service.documentFile(
          me(request).candidateId,
          me(request).userId,
          request.params.id,
          request.params.documentId,
        ),
        'attachment',
      ),
    hiringRequest: async (request, reply) =>
      reply.status(201).send(await hiring.request(scope(request), request.params.applicationId, request.body)),
    hiringDetails: async (request) => hiring.hiringDetails(scope(request), request.params.applicationId),
    hiringDocumentFile: async (request, reply) =>
      sendFile(
        reply,
        await hiring.hiringDocumentFile(scope(request), request.params.applicationId, request.params.documentId),
        'attachment',
      ),
  });
}
