import { z } from 'zod';
import type { SchemaTable } from '../endpoint.ts';
import { ApplicationParamsSchema } from '../hiring.ts';
import { NoteInputSchema, NoteListSchema, NoteParamsSchema, NoteSchema, TeamEventListSchema } from '../team-notes.ts';
import type { teamNotesRoutes } from './team-notes.ts';

const Detail = z.object({ detail: z.string() });
const FieldErrors = z.record(z.string(), z.array(z.string()));
const tags = ['hiring'];

export const teamNotesSchemas = {
  notes: {
    tags,
    summary: "The team's notes on an application (never shown to the candidate)",
    params: ApplicationParamsSchema,
    responses: { 200: NoteListSchema, 404: Detail },
  },
  addNote: {
    tags,
    summary: 'Write a note; mentioned colleagues are told in the app and by e-mail',
    params: ApplicationParamsSchema,
    body: NoteInputSchema,
    responses: { 201: NoteSchema, 400: FieldErrors, 404: Detail },
  },
  editNote: {
    tags,
    summary: 'Edit your own note',
    params: NoteParamsSchema,
    body: NoteInputSchema,
    responses: { 200: NoteSchema, 400: FieldErrors, 403: Detail, 404: Detail },
  },
  deleteNote: {
    tags,
    summary: 'Delete your own note (the history keeps that it was deleted)',
    params: NoteParamsSchema,
    responses: { 204: z.null(), 403: Detail, 404: Detail },
  },
  teamHistory: {
    tags,
    summary: "The team's history of an application: notes, scorecards, interviews",
    params: ApplicationParamsSchema,
    responses: { 200: TeamEventListSchema, 404: Detail },
  },
} as const satisfies SchemaTable<typeof teamNotesRoutes>;
