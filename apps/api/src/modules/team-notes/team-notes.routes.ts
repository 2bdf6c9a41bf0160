// HTTP of the team's notes and history (decision 043), from the endpoint table.
import type { FastifyInstance } from 'fastify';
import { teamNotesRoutes as routes } from '@talent/contracts/endpoints/team-notes';
import { teamNotesSchemas as schemas } from '@talent/contracts/endpoints/team-notes.schemas';
import { registerEndpoints } from '../../lib/endpoints.ts';
import { hiringOf } from '../../plugins/auth-guard.ts';
import type { TeamNotesService } from './team-notes.service.ts';

export async function teamNotesRoutesPlugin(app: FastifyInstance, { notes }: { notes: TeamNotesService }) {
  registerEndpoints(app, routes, schemas, {
    notes: async (request) => notes.list(hiringOf(request), request.params.applicationId),
    addNote: async (request, reply) =>
      reply.status(201).send(await notes.add(hiringOf(request), request.params.applicationId, request.body)),
    editNote: async (request) => notes.edit(hiringOf(request), request.params.noteId, request.body),
    deleteNote: async (request, reply) => {
      await notes.remove(hiringOf(request), request.params.noteId);
      return reply.status(204).send();
    },
    teamHistory: async (request) => notes.history(hiringOf(request), request.params.applicationId),
  });
}
