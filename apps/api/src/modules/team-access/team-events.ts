// The team's history of an application (decision 043): notes, scorecards and
// interviews, written in the same transaction as the change. Kept apart from
// the timeline the candidate reads (application_events, decision 016).
import { asc, eq } from 'drizzle-orm';
import { TEAM_EVENT_LABELS, type TeamEvent, type TeamEventAction } from '@talent/contracts/team-notes';
import type { DbOrTx } from '../../db/client.ts';
import { applicationTeamEvents } from '../../db/schema/team-decisions.ts';
import { membersById } from './application-access.ts';

export async function recordTeamEvent(
  tx: DbOrTx,
  event: {
    applicationId: number;
    actorMemberId: number | null;
    action: TeamEventAction;
    summary: string;
    subject?: { kind: string; id: number };
    at: Date;
  },
) {
  await tx.insert(applicationTeamEvents).values({
    applicationId: event.applicationId,
    actorMemberId: event.actorMemberId,
    action: event.action,
    summary: event.summary,
    subjectKind: event.subject?.kind ?? null,
    subjectId: event.subject?.id ?? null,
    at: event.at,
  });
}

export async function teamEventsOf(db: DbOrTx, applicationId: number): Promise<TeamEvent[]> {
  const rows = await db
    .select()
    .from(applicationTeamEvents)
    .where(eq(applicationTeamEvents.applicationId, applicationId))
    .orderBy(asc(applicationTeamEvents.at), asc(applicationTeamEvents.id));
  const people = await membersById(
    db,
    rows.flatMap((row) => (row.actorMemberId === null ? [] : [row.actorMemberId])),
  );
  return rows.map((row) => {
    const action = row.action as TeamEventAction;
    return {
      id: row.id,
      action,
      label: TEAM_EVENT_LABELS[action],
      summary: row.summary,
      actor:
        row.actorMemberId === null ? 'A former member' : (people.get(row.actorMemberId)?.name ?? 'A former member'),
      at: row.at.toISOString(),
    };
  });
}
