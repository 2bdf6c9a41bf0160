// Notes on an application (decision 043): written by the hiring team for the
// hiring team, never shown to the candidate. A note names colleagues it asks
// (mentions); they are told in the app and by e-mail. Only the author edits
// or deletes a note; every change is in the application's team history.
import { z } from 'zod';
import { freeText } from './fields.ts';
import { IdSchema } from './paging.ts';
import { Messages } from './messages.ts';

export const NOTE_MAX = 4000;
export const MENTIONS_MAX = 20;

export const NoteMessages = {
  notAuthor: 'Only the author can change or delete this note.',
  unknownMention: 'Mention members of your hiring team only.',
} as const;

export const NoteInputSchema = z.object({
  body: freeText(NOTE_MAX).min(1, { message: Messages.required }),
  /** Members asked in the note (their ids); the text carries '@Name' for readers. */
  mentions: z.array(IdSchema).max(MENTIONS_MAX).default([]),
});
export type NoteInput = z.input<typeof NoteInputSchema>;

export const NoteAuthorSchema = z.object({ member_id: z.number().int(), name: z.string() });

export const NoteSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  body: z.string(),
  author: NoteAuthorSchema,
  mentions: z.array(NoteAuthorSchema),
  created_at: z.string(),
  updated_at: z.string(),
  edited: z.boolean(),
  /** The caller wrote it (and so may edit or delete it). */
  mine: z.boolean(),
});
export type Note = z.infer<typeof NoteSchema>;

export const NoteListSchema = z.object({ results: z.array(NoteSchema) });
export type NoteList = z.infer<typeof NoteListSchema>;

export const NoteParamsSchema = z.object({ noteId: IdSchema });

/** The team's own history of an application: notes, scorecards, interviews. */
export const TEAM_EVENT_LABELS = {
  note_added: 'Note added',
  note_edited: 'Note edited',
  note_deleted: 'Note deleted',
  scorecard_submitted: 'Scorecard submitted',
  interview_proposed: 'Interview times proposed',
  interview_scheduled: 'Interview scheduled',
  interview_rescheduled: 'Interview rescheduled',
  interview_cancelled: 'Interview cancelled',
} as const;
export type TeamEventAction = keyof typeof TEAM_EVENT_LABELS;

export const TeamEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(Object.keys(TEAM_EVENT_LABELS) as [TeamEventAction, ...TeamEventAction[]]),
  label: z.string(),
  summary: z.string(),
  actor: z.string(),
  at: z.string(),
});
export type TeamEvent = z.infer<typeof TeamEventSchema>;
export const TeamEventListSchema = z.object({ results: z.array(TeamEventSchema) });
export type TeamEventList = z.infer<typeof TeamEventListSchema>;
