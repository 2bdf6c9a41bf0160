// What every part of offers checks first (spec 02 §7; decision 016): whose
// offer it is, what state it is really in (an open offer past its expiry is
// expired), and why a conditional update found nothing to change.
import { DECLINE_REASONS, DEFAULT_OFFER_TEMPLATE, OfferMessages, type OfferStatus } from '@talent/contracts/offers';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import type { HiringScope } from '../../lib/hiring-scope.ts';
import * as repo from './offers.repo.ts';
import type { ApplicationFacts, OfferRow } from './offers.repo.ts';

export type { HiringScope } from '../../lib/hiring-scope.ts';

/** Everything the offers' services use; each picks what it needs. */
export interface OffersDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
}

/** Where a candidate's answer came from (recorded with an acceptance). */
export interface RequestSource {
  ip: string;
  userAgent: string;
}

export const offerPagePath = (id: number) => `/offer/${id}/`;

export const closedApplication = (facts: ApplicationFacts) =>
  facts.status === 'WD' || ['withdrawn', 'rejected', 'hired'].includes(facts.stage);

export const effectiveStatus = (row: Pick<OfferRow, 'status' | 'expiresAt'>, now: Date): OfferStatus =>
  row.status === 'open' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;

export const reasonOf = (code: string | null) => DECLINE_REASONS.find((r) => r.code === code) ?? null;

/** Validates a decline reason from the rejection list ('other' needs a note). */
export function checkDeclineReason(reason: string, note: string | undefined) {
  const known = reasonOf(reason);
  if (!known) throw fieldErrors({ reason: OfferMessages.unknownReason });
  if (known.code === 'other' && !note?.trim()) throw fieldErrors({ note: OfferMessages.noteRequired });
  return { code: known.code, note: note?.trim() ?? '' };
}

/** The candidate's own offer; another candidate's answers 404, like a missing one (docs/conventions.md §3). */
export async function ownOffer(tx: DbOrTx, candidateId: number, id: number) {
  const row = await repo.findOffer(tx, id);
  if (!row || row.candidateId !== candidateId) throw notFound();
  return row;
}

/** An offer of the member's company (any company for an operator). */
export async function companyOffer(tx: DbOrTx, scope: HiringScope, id: number) {
  const row = await repo.findOffer(tx, id);
  if (!row || (scope.companyId !== null && row.companyId !== scope.companyId)) throw notFound();
  return row;
}

/** An application to the member's company (any company for an operator). */
export async function companyApplication(tx: DbOrTx, scope: HiringScope, applicationId: number) {
  const facts = await repo.applicationFacts(tx, applicationId);
  if (!facts || (scope.companyId !== null && facts.companyId !== scope.companyId)) throw notFound();
  return facts;
}

/** Why an answer or a change was refused, read after the conditional update found nothing to change. */
export function conflictFor(row: OfferRow, now: Date, version?: number) {
  const status = effectiveStatus(row, now);
  if (status === 'accepted') return detailError(409, OfferMessages.alreadyAccepted);
  if (status === 'declined') return detailError(409, OfferMessages.declined);
  if (status === 'withdrawn') return detailError(409, OfferMessages.withdrawn);
  if (status === 'expired') return detailError(409, OfferMessages.expired);
  if (version !== undefined && version !== row.currentVersion) return detailError(409, OfferMessages.revised);
  return detailError(409, OfferMessages.notOpen);
}

/** The letter template an offer is written from: the company's own, or the standard letter when none is chosen. */
export async function templateBody(tx: DbOrTx, companyId: number, templateId: number | null | undefined) {
  if (!templateId) return DEFAULT_OFFER_TEMPLATE;
  const template = await repo.findTemplate(tx, templateId);
  if (!template || template.companyId !== companyId)
    throw fieldErrors({ template_id: 'Choose one of your company’s templates.' });
  return template.body;
}
