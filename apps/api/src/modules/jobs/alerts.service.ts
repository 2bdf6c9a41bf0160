// Job alert rules (spec 02 §3–§4): create (one active alert per search; a cap
// per candidate), list, deactivate by ids or all, feedback, and unsubscribe
// through a signed e-mail link.
import type { z } from 'zod';
import type { AlertFeedback, JobAlert, JobAlertCreateSchema, JobAlertUpdateSchema } from '@talent/contracts/job-alerts';
import { parseExperienceRange } from '@talent/contracts/job-query';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, nonFieldError, notFound } from '../../lib/errors.ts';
import type { createUrlSigner } from '../../lib/storage.ts';
import {
  countActiveAlerts,
  listActiveAlerts,
  lockCandidateAlerts,
  deactivateAlerts,
  findActiveAlertByKey,
  findAlert,
  findFeedback,
  insertAlert,
  toJobAlert,
  updateAlert,
  upsertFeedback,
} from './alerts.repo.ts';
import { iso } from '../../lib/iso.ts';
import { unsubscribeKey } from './signed-links.ts';

export const MAX_ACTIVE_ALERTS = 25;
export const TOO_MANY_ALERTS = `You can keep up to ${MAX_ACTIVE_ALERTS} active job alerts. Deactivate one to add another.`;
export const SAME_ALERT_EXISTS = 'You already have an alert for this search.';

type AlertInput = z.output<typeof JobAlertCreateSchema>;
type AlertUpdate = z.output<typeof JobAlertUpdateSchema>;

/** The stored columns of an alert's search: the range parsed once, unchecked filters left empty. */
function criteriaColumns(input: AlertInput) {
  const range = input.experience_range ? parseExperienceRange(input.experience_range) : null;
  return {
    searchTerm: input.search_term ?? null,
    location: input.location ?? null,
    experienceRange: input.experience_range ?? null,
    experienceMin: range?.min ?? null,
    experienceMax: range?.max ?? null,
    jobSubCategory: input.job_sub_category ?? null,
    company: input.company ?? null,
    remote: input.remote === true ? true : null,
    criteriaKey: criteriaKey(input),
  };
}

/** The search an alert stands for, normalised so the same search is one alert. */
export function criteriaKey(input: AlertInput): string {
  const norm = (v: string | undefined) => v?.trim().toLowerCase().replace(/\s+/g, ' ') || null;
  return JSON.stringify([
    norm(input.search_term),
    norm(input.location),
    norm(input.experience_range?.replace(/\s/g, '')),
    norm(input.job_sub_category),
    norm(input.company),
    input.remote === true,
  ]);
}

async function createAlert(
  db: DbOrTx,
  candidateId: number,
  input: AlertInput,
  now: Date,
): Promise<{ alert: JobAlert; created: boolean }> {
  const columns = criteriaColumns(input);
  return db.transaction(async (tx) => {
    // one candidate's alert creations queue on their row, so the cap holds under concurrency
    await lockCandidateAlerts(tx, candidateId);
    if ((await countActiveAlerts(tx, candidateId)) >= MAX_ACTIVE_ALERTS) {
      const existing = await findActiveAlertByKey(tx, candidateId, columns.criteriaKey);
      if (!existing) throw nonFieldError(TOO_MANY_ALERTS);
      return { alert: toJobAlert(existing), created: false };
    }
    const { row, created } = await insertAlert(tx, {
      candidateId,
      ...columns,
      frequency: input.frequency ?? 'instant',
      createdAt: now,
    });
    return { alert: toJobAlert(row), created };
  });
}

/** An edit replaces the alert's search and frequency; the same search as another active alert is refused. */
async function editAlert(db: DbOrTx, candidateId: number, alertId: number, input: AlertUpdate): Promise<JobAlert> {
  const columns = criteriaColumns(input);
  return db.transaction(async (tx) => {
    await lockCandidateAlerts(tx, candidateId);
    const alert = await ownAlert(tx, candidateId, alertId);
    if (!alert.isActive) throw notFound();
    const same = await findActiveAlertByKey(tx, candidateId, columns.criteriaKey);
    if (same && same.id !== alertId) throw nonFieldError(SAME_ALERT_EXISTS);
    return toJobAlert(await updateAlert(tx, alertId, { ...columns, frequency: input.frequency }));
  });
}

async function deactivate(
  db: DbOrTx,
  candidateId: number,
  body: { alert_ids: number[]; deactivate_all: boolean },
  now: Date,
): Promise<number> {
  // spec 02 §4: an empty alert_ids list with deactivate_all deactivates every alert
  const target = body.alert_ids.length > 0 ? { ids: body.alert_ids } : { all: true as const };
  return deactivateAlerts(db, candidateId, target, now);
}

async function ownAlert(db: DbOrTx, candidateId: number, alertId: number) {
  const alert = await findAlert(db, alertId);
  // another candidate's alert answers 404, like a missing one (docs/conventions.md §3)
  if (!alert || alert.candidateId !== candidateId) throw notFound();
  return alert;
}

async function feedbackFor(db: DbOrTx, candidateId: number, alertId: number): Promise<AlertFeedback> {
  const alert = await ownAlert(db, candidateId, alertId);
  const feedback = await findFeedback(db, alertId);
  return {
    alert: toJobAlert(alert),
    feedback: feedback
      ? { is_relevant: feedback.isRelevant, comment: feedback.comment, created_at: iso(feedback.createdAt) }
      : null,
  };
}

async function giveFeedback(
  db: DbOrTx,
  candidateId: number,
  alertId: number,
  body: { is_relevant: boolean; comment?: string | undefined },
  now: Date,
): Promise<AlertFeedback> {
  const alert = await ownAlert(db, candidateId, alertId);
  const feedback = await upsertFeedback(
    db,
    { alertId, isRelevant: body.is_relevant, comment: body.comment ?? '' },
    now,
  );
  return {
    alert: toJobAlert(alert),
    feedback: { is_relevant: feedback.isRelevant, comment: feedback.comment, created_at: iso(feedback.createdAt) },
  };
}

/** The e-mail link's unsubscribe: deactivates that one alert, whoever clicks (the signature is the proof). */
async function unsubscribe(db: DbOrTx, alertId: number, now: Date): Promise<void> {
  const alert = await findAlert(db, alertId);
  if (!alert) throw notFound();
  await deactivateAlerts(db, alert.candidateId, { ids: [alertId] }, now);
}

export interface AlertsDeps {
  db: Db;
  now: () => Date;
  urlSigner: ReturnType<typeof createUrlSigner>;
}

export function createAlertsService({ db, now, urlSigner }: AlertsDeps) {
  return {
    /** The same active search answers the existing alert (created false). */
    create: (candidateId: number, input: AlertInput) => createAlert(db, candidateId, input, now()),
    update: (candidateId: number, alertId: number, input: AlertUpdate) => editAlert(db, candidateId, alertId, input),
    list: async (candidateId: number, paging: { page: number; pageSize: number }) => {
      const found = await listActiveAlerts(db, candidateId, paging);
      return { count: found.count, results: found.rows.map(toJobAlert) };
    },
    deactivate: (candidateId: number, body: { alert_ids: number[]; deactivate_all: boolean }) =>
      deactivate(db, candidateId, body, now()),
    feedback: (candidateId: number, alertId: number) => feedbackFor(db, candidateId, alertId),
    giveFeedback: (
      candidateId: number,
      alertId: number,
      body: { is_relevant: boolean; comment?: string | undefined },
    ) => giveFeedback(db, candidateId, alertId, body, now()),
    /** An alert e-mail's unsubscribe link: the signature is the proof, no sign-in needed. */
    unsubscribe: async (alertId: number, link: { expires: number; signature: string }) => {
      if (!urlSigner.verify(unsubscribeKey(alertId), link.expires, link.signature, now().getTime())) {
        throw detailError(403, 'This unsubscribe link is not valid.');
      }
      await unsubscribe(db, alertId, now());
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
