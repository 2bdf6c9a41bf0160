// Scorecards (decision 043). A job's card is its groups of attributes (the
// default card until the team saves one). Each member submits one card per
// application, once (409 after). A member assigned to the application sees
// colleagues' cards and the summary only after submitting their own, so
// opinions do not anchor each other; admins and recruiters who do not
// interview see them at once.
import {
  DEFAULT_SCORECARD_GROUPS,
  DISAGREEMENT_SPREAD,
  ScorecardMessages,
  type ApplicationScorecards,
  type Recommendation,
  type Scorecard,
  type ScorecardGroup,
  type ScorecardSummary,
  type ScorecardTemplate,
} from '@talent/contracts/scorecards';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import type { HiringContext } from '../../plugins/auth-guard.ts';
import { findCompanyJob } from '../hiring/hiring-jobs.repo.ts';
import { membersById, teamApplication, type TeamPerson } from '../team-access/application-access.ts';
import { recordTeamEvent } from '../team-access/team-events.ts';
import * as repo from './scorecards.repo.ts';

export interface ScorecardsDeps {
  db: Db;
  now: () => Date;
}

const POSITIVE: readonly Recommendation[] = ['yes', 'strong_yes'];

/** Who submitted what, side by side, and the attributes where ratings lie far apart. */
export function summarise(cards: Scorecard[], pending: { member_id: number; name: string }[]): ScorecardSummary {
  const byAttribute = new Map<
    string,
    { group: string; attribute: string; ratings: { name: string; rating: number }[] }
  >();
  for (const card of cards) {
    for (const rating of card.ratings) {
      const key = `${rating.group}\u0000${rating.attribute}`;
      const entry = byAttribute.get(key) ?? { group: rating.group, attribute: rating.attribute, ratings: [] };
      entry.ratings.push({ name: card.member.name, rating: rating.rating });
      byAttribute.set(key, entry);
    }
  }
  const disagreements = [...byAttribute.values()].filter(({ ratings }) => {
    const values = ratings.map((entry) => entry.rating);
    return values.length > 1 && Math.max(...values) - Math.min(...values) >= DISAGREEMENT_SPREAD;
  });
  const sides = new Set(cards.map((card) => POSITIVE.includes(card.recommendation)));
  return {
    submitted: cards.map((card) => ({
      member_id: card.member.member_id,
      name: card.member.name,
      recommendation: card.recommendation,
    })),
    pending,
    recommendations_disagree: sides.size > 1,
    disagreements,
  };
}

export function createScorecardsService(deps: ScorecardsDeps) {
  const { db } = deps;

  async function template(tx: DbOrTx, jobId: number): Promise<ScorecardTemplate> {
    const row = await repo.templateOf(tx, jobId);
    return { job_id: jobId, groups: row?.groups ?? DEFAULT_SCORECARD_GROUPS, customised: Boolean(row) };
  }

  const shape = (row: repo.ScorecardRow, people: Map<number, TeamPerson>): Scorecard => ({
    id: row.id,
    member: { member_id: row.memberId, name: people.get(row.memberId)?.name ?? 'A former member' },
    ratings: row.ratings,
    recommendation: row.recommendation,
    note: row.note,
    submitted_at: row.submittedAt.toISOString(),
  });

  /** Every attribute of the card rated exactly once, nothing else. */
  function checkRatings(groups: ScorecardGroup[], ratings: { group: string; attribute: string }[]) {
    const expected = new Set(
      groups.flatMap((group) => group.attributes.map((attribute) => `${group.name}\u0000${attribute}`)),
    );
    const given = ratings.map((rating) => `${rating.group}\u0000${rating.attribute}`);
    if (given.some((key) => !expected.has(key))) throw fieldErrors({ ratings: ScorecardMessages.unknownAttribute });
    if (new Set(given).size !== given.length) throw fieldErrors({ ratings: ScorecardMessages.duplicateAttribute });
    if (given.length !== expected.size) throw fieldErrors({ ratings: ScorecardMessages.missingRating });
  }

  return {
    async jobTemplate(hiring: HiringContext, jobId: number) {
      if (!(await findCompanyJob(db, hiring.companyId, jobId))) throw notFound();
      return template(db, jobId);
    },

    async saveJobTemplate(hiring: HiringContext, jobId: number, input: { groups: ScorecardGroup[] }) {
      if (!(await findCompanyJob(db, hiring.companyId, jobId))) throw notFound();
      await repo.saveTemplate(db, jobId, input.groups, deps.now());
      return template(db, jobId);
    },

    async forApplication(hiring: HiringContext, applicationId: number): Promise<ApplicationScorecards> {
      const application = await teamApplication(db, hiring, applicationId);
      const [card, rows, assigned] = await Promise.all([
        template(db, application.jobId),
        repo.cardsOf(db, applicationId),
        repo.assignedMembers(db, applicationId),
      ]);
      const people = await membersById(db, [...rows.map((row) => row.memberId), ...assigned]);
      const cards = rows.map((row) => shape(row, people));
      const mine = cards.find((entry) => entry.member.member_id === hiring.memberId) ?? null;
      const others = cards.filter((entry) => entry !== mine);
      const isAssigned = assigned.includes(hiring.memberId);
      const hidden = !mine && (isAssigned || hiring.role === 'interviewer');
      const pending = assigned
        .filter((memberId) => !cards.some((entry) => entry.member.member_id === memberId))
        .map((memberId) => ({ member_id: memberId, name: people.get(memberId)?.name ?? 'A former member' }));
      return {
        template: card,
        mine,
        can_submit: !mine,
        hidden,
        others: hidden ? null : others,
        summary: hidden ? null : summarise(cards, pending),
        submitted_count: others.length,
      };
    },

    async submit(
      hiring: HiringContext,
      applicationId: number,
      input: {
        ratings: { group: string; attribute: string; rating: number; note: string }[];
        recommendation: Recommendation;
        note: string;
      },
    ): Promise<Scorecard> {
      return db.transaction(async (tx) => {
        const application = await teamApplication(tx, hiring, applicationId);
        const card = await template(tx, application.jobId);
        checkRatings(card.groups, input.ratings);
        const at = deps.now();
        const row = await repo.insertCard(tx, {
          applicationId,
          memberId: hiring.memberId,
          ratings: input.ratings,
          recommendation: input.recommendation,
          note: input.note,
          submittedAt: at,
        });
        if (!row) throw detailError(409, ScorecardMessages.alreadySubmitted);
        await recordTeamEvent(tx, {
          applicationId,
          actorMemberId: hiring.memberId,
          action: 'scorecard_submitted',
          summary: 'Submitted a scorecard.',
          subject: { kind: 'scorecard', id: row.id },
          at,
        });
        return shape(row, await membersById(tx, [hiring.memberId]));
      });
    },
  };
}

export type ScorecardsService = ReturnType<typeof createScorecardsService>;
