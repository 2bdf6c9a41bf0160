// Notes on an application (decision 043): the company's team only, never the
// candidate. Mentioned colleagues are told (sendNotice); only the author edits
// or deletes; each change is written to the team history in the same
// transaction. Interviewers read, on the applications they are assigned to,
// the notes they wrote and those that mention them.
import { pathTo } from '@talent/contracts/routes';
import { NoteMessages, type Note, type NoteList } from '@talent/contracts/team-notes';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors } from '../../lib/errors.ts';
import { absolute } from '../../lib/public-url.ts';
import type { HiringContext } from '../../plugins/auth-guard.ts';
import {
  activeMembers,
  membersById,
  teamApplication,
  type TeamApplication,
} from '../team-access/application-access.ts';
import { recordTeamEvent, teamEventsOf } from '../team-access/team-events.ts';
import { notify } from '../notifications/notify.ts';
import * as repo from './team-notes.repo.ts';

export interface TeamNotesDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
}

const excerpt = (body: string) => (body.length > 140 ? `${body.slice(0, 137)}…` : body);

/** The workspace page of an application (decision 017). */
export const applicantLink = (publicUrl: string, applicationId: number) =>
  absolute(publicUrl, pathTo('hireApplication', { applicationId: String(applicationId) }));

export function createTeamNotesService(deps: TeamNotesDeps) {
  const { db } = deps;

  async function shape(tx: DbOrTx, hiring: HiringContext, rows: repo.NoteRow[]): Promise<Note[]> {
    const people = await membersById(
      tx,
      rows.flatMap((row) => [row.authorMemberId, ...row.mentions]),
    );
    const person = (memberId: number) => ({
      member_id: memberId,
      name: people.get(memberId)?.name ?? 'A former member',
    });
    return rows.map((row) => ({
      id: row.id,
      application_id: row.applicationId,
      body: row.body,
      author: person(row.authorMemberId),
      mentions: row.mentions.map(person),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
      mine: row.authorMemberId === hiring.memberId,
    }));
  }

  async function checkedMentions(tx: DbOrTx, hiring: HiringContext, mentions: number[]) {
    const ids = [...new Set(mentions)].filter((id) => id !== hiring.memberId);
    const found = await activeMembers(tx, hiring.companyId, ids);
    if (found.length !== ids.length) throw fieldErrors({ mentions: NoteMessages.unknownMention });
    return found;
  }

  async function tellMentioned(
    tx: DbOrTx,
    hiring: HiringContext,
    application: TeamApplication,
    mentioned: { memberId: number; userId: string }[],
    body: string,
  ) {
    const [author] = (await membersById(tx, [hiring.memberId])).values();
    // in the app and by e-mail (decision 032's notify, in this transaction)
    for (const person of mentioned) {
      await notify(tx, {
        userId: person.userId,
        kind: 'hiring.note.mention',
        category: 'team',
        title: `${author?.name ?? 'A colleague'} mentioned you about ${application.candidateName}`,
        body: `${author?.name ?? 'A colleague'} mentioned you in a note on ${application.candidateName}'s application for ${application.jobTitle}: “${excerpt(body)}”`,
        link: pathTo('hireApplication', { applicationId: String(application.id) }),
        applicationId: application.id,
      });
    }
  }

  /** The note of the caller's company that the caller wrote: 404 when not the company's, 403 when another's. */
  async function ownNote(tx: DbOrTx, hiring: HiringContext, noteId: number) {
    const note = await repo.companyNote(tx, hiring.companyId, noteId);
    if (!note) throw detailError(404, 'Not found.');
    // an interviewer reaches only notes of applications assigned to them
    await teamApplication(tx, hiring, note.applicationId);
    if (note.authorMemberId !== hiring.memberId) throw detailError(403, NoteMessages.notAuthor);
    return note;
  }

  return {
    async list(hiring: HiringContext, applicationId: number): Promise<NoteList> {
      await teamApplication(db, hiring, applicationId);
      const rows = await repo.notesOf(db, applicationId);
      const visible =
        hiring.role === 'interviewer'
          ? rows.filter((row) => row.authorMemberId === hiring.memberId || row.mentions.includes(hiring.memberId))
          : rows;
      return { results: await shape(db, hiring, visible) };
    },

    async add(
      hiring: HiringContext,
      applicationId: number,
      input: { body: string; mentions: number[] },
    ): Promise<Note> {
      return db.transaction(async (tx) => {
        const application = await teamApplication(tx, hiring, applicationId);
        const mentioned = await checkedMentions(tx, hiring, input.mentions);
        const at = deps.now();
        const note = await repo.insertNote(tx, {
          applicationId,
          authorMemberId: hiring.memberId,
          body: input.body,
          mentions: mentioned.map((person) => person.memberId),
          at,
        });
        await recordTeamEvent(tx, {
          applicationId,
          actorMemberId: hiring.memberId,
          action: 'note_added',
          summary: mentioned.length
            ? `Added a note mentioning ${mentioned.map((person) => person.name).join(', ')}.`
            : 'Added a note.',
          subject: { kind: 'note', id: note.id },
          at,
        });
        await tellMentioned(tx, hiring, application, mentioned, input.body);
        return (await shape(tx, hiring, [note]))[0]!;
      });
    },

    async edit(hiring: HiringContext, noteId: number, input: { body: string; mentions: number[] }): Promise<Note> {
      return db.transaction(async (tx) => {
        const before = await ownNote(tx, hiring, noteId);
        const application = await teamApplication(tx, hiring, before.applicationId);
        const mentioned = await checkedMentions(tx, hiring, input.mentions);
        const at = deps.now();
        const note = await repo.updateNote(tx, noteId, {
          body: input.body,
          mentions: mentioned.map((person) => person.memberId),
          at,
        });
        await recordTeamEvent(tx, {
          applicationId: note.applicationId,
          actorMemberId: hiring.memberId,
          action: 'note_edited',
          summary: 'Edited a note.',
          subject: { kind: 'note', id: note.id },
          at,
        });
        // only colleagues newly mentioned are told again
        const fresh = mentioned.filter((person) => !before.mentions.includes(person.memberId));
        await tellMentioned(tx, hiring, application, fresh, input.body);
        return (await shape(tx, hiring, [note]))[0]!;
      });
    },

    async remove(hiring: HiringContext, noteId: number) {
      await db.transaction(async (tx) => {
        const note = await ownNote(tx, hiring, noteId);
        const at = deps.now();
        await repo.deleteNote(tx, noteId, at);
        await recordTeamEvent(tx, {
          applicationId: note.applicationId,
          actorMemberId: hiring.memberId,
          action: 'note_deleted',
          summary: 'Deleted a note.',
          subject: { kind: 'note', id: note.id },
          at,
        });
      });
    },

    async history(hiring: HiringContext, applicationId: number) {
      await teamApplication(db, hiring, applicationId);
      return { results: await teamEventsOf(db, applicationId) };
    },
  };
}

export type TeamNotesService = ReturnType<typeof createTeamNotesService>;
