// Job alerts, their feedback, and the matching of newly published jobs to
// active alerts (spec 02 §3–§4). The matcher's predicates mirror the search
// filters of search.repo.ts, so an alert sends what its search would show.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alertLabel, type JobAlert } from '@talent/contracts/job-alerts';
import type { DbOrTx } from '../../db/client.ts';
import { jobAlertDeliveries, jobAlertFeedback, jobAlerts } from '../../db/schema/jobs.ts';
import { intArray, rowsOf, textArray } from '../../db/raw-query.ts';
import { jobsMatchingTerm } from './search.repo.ts';
import { iso, isoOrNull } from '../../lib/iso.ts';

export type AlertRow = typeof jobAlerts.$inferSelect;

export function toJobAlert(row: AlertRow): JobAlert {
  const alert = {
    id: row.id,
    search_term: row.searchTerm,
    location: row.location,
    experience_range: row.experienceRange,
    job_sub_category: row.jobSubCategory,
    company: row.company,
    remote: row.remote,
    frequency: row.frequency,
    is_active: row.isActive,
    created_at: iso(row.createdAt),
    last_sent_at: isoOrNull(row.lastSentAt),
  };
  return { ...alert, label: alertLabel(alert) };
}

export type NewAlert = Omit<typeof jobAlerts.$inferInsert, 'id' | 'isActive' | 'deactivatedAt' | 'lastSentAt'>;

/** Inserts the alert unless the candidate already has the same active one; answers which. */
export async function insertAlert(db: DbOrTx, alert: NewAlert): Promise<{ row: AlertRow; created: boolean }> {
  const [created] = await db
    .insert(jobAlerts)
    .values(alert)
    .onConflictDoNothing({ target: [jobAlerts.candidateId, jobAlerts.criteriaKey], where: sql`is_active` })
    .returning();
  if (created) return { row: created, created: true };
  return { row: (await findActiveAlertByKey(db, alert.candidateId, alert.criteriaKey))!, created: false };
}

export async function findActiveAlertByKey(db: DbOrTx, candidateId: number, key: string) {
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.candidateId, candidateId), eq(jobAlerts.criteriaKey, key), eq(jobAlerts.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** One candidate's alert changes queue on their row, so the cap on active alerts holds under concurrency. */
export async function lockCandidateAlerts(tx: DbOrTx, candidateId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM candidates WHERE id = ${candidateId} FOR UPDATE`);
}

export async function countActiveAlerts(db: DbOrTx, candidateId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobAlerts)
    .where(and(eq(jobAlerts.candidateId, candidateId), eq(jobAlerts.isActive, true)));
  return Number(row?.n ?? 0);
}

export async function listActiveAlerts(
  db: DbOrTx,
  candidateId: number,
  paging: { page: number; pageSize: number },
): Promise<{ count: number; rows: AlertRow[] }> {
  const where = and(eq(jobAlerts.candidateId, candidateId), eq(jobAlerts.isActive, true));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(jobAlerts)
      .where(where)
      .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    countActiveAlerts(db, candidateId),
  ]);
  return { count: total, rows };
}

/** Deactivates the candidate's listed alerts, or all of them; another candidate's ids are left alone. */
export async function deactivateAlerts(
  db: DbOrTx,
  candidateId: number,
  target: { ids: number[] } | { all: true },
  now: Date,
): Promise<number> {
  const rows = await db
    .update(jobAlerts)
    .set({ isActive: false, deactivatedAt: now })
    .where(
      and(
        eq(jobAlerts.candidateId, candidateId),
        eq(jobAlerts.isActive, true),
        'ids' in target ? inArray(jobAlerts.id, target.ids) : undefined,
      ),
    )
    .returning({ id: jobAlerts.id });
  return rows.length;
}

export type AlertChanges = Pick<
  typeof jobAlerts.$inferInsert,
  | 'searchTerm'
  | 'location'
  | 'experienceRange'
  | 'experienceMin'
  | 'experienceMax'
  | 'jobSubCategory'
  | 'company'
  | 'remote'
  | 'frequency'
  | 'criteriaKey'
>;

export async function updateAlert(db: DbOrTx, alertId: number, changes: AlertChanges): Promise<AlertRow> {
  const [row] = await db.update(jobAlerts).set(changes).where(eq(jobAlerts.id, alertId)).returning();
  return row!;
}

/** The jobs matched to an alert and not e-mailed yet (a daily or weekly alert's next digest). */
export async function pendingDeliveries(db: DbOrTx, alertId: number): Promise<number[]> {
  const rows = await db
    .select({ jobId: jobAlertDeliveries.jobId })
    .from(jobAlertDeliveries)
    .where(and(eq(jobAlertDeliveries.alertId, alertId), isNull(jobAlertDeliveries.sentAt)))
    .orderBy(jobAlertDeliveries.jobId);
  return rows.map((row) => row.jobId);
}

export async function markDeliveriesSent(db: DbOrTx, alertId: number, jobIds: readonly number[], now: Date) {
  if (jobIds.length === 0) return;
  await db
    .update(jobAlertDeliveries)
    .set({ sentAt: now })
    .where(and(eq(jobAlertDeliveries.alertId, alertId), inArray(jobAlertDeliveries.jobId, [...jobIds])));
}

export async function findAlert(db: DbOrTx, alertId: number): Promise<AlertRow | null> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId)).limit(1);
  return row ?? null;
}

export async function findFeedback(db: DbOrTx, alertId: number) {
  const [row] = await db.select().from(jobAlertFeedback).where(eq(jobAlertFeedback.alertId, alertId)).limit(1);
  return row ?? null;
}

export async function upsertFeedback(
  db: DbOrTx,
  input: { alertId: number; isRelevant: boolean; comment: string },
  now: Date,
) {
  const [row] = await db
    .insert(jobAlertFeedback)
    .values({ alertId: input.alertId, isRelevant: input.isRelevant, comment: input.comment, createdAt: now })
    .onConflictDoUpdate({
      target: jobAlertFeedback.alertId,
      set: { isRelevant: input.isRelevant, comment: input.comment, createdAt: now },
    })
    .returning();
  return row!;
}

/**
 * Records a delivery for every (active alert, given job) pair that matches and
 * has not been delivered before; answers only the new pairs. The primary key
 * of job_alert_deliveries is what makes each pair go out once. An alert's
 * keyword is read by the search itself, once per distinct keyword.
 */
export async function recordNewMatches(
  db: DbOrTx,
  jobIds: readonly number[],
): Promise<{ alert_id: number; job_id: number }[]> {
  if (jobIds.length === 0) return [];
  const terms = await rowsOf<{ search_term: string }>(
    db,
    sql`SELECT DISTINCT search_term FROM job_alerts WHERE is_active AND search_term IS NOT NULL`,
  );
  const termOf: string[] = [];
  const jobOf: number[] = [];
  for (const { search_term } of terms)
    for (const id of await jobsMatchingTerm(db, search_term, jobIds)) {
      termOf.push(search_term);
      jobOf.push(id);
    }
  return rowsOf<{ alert_id: number; job_id: number }>(
    db,
    sql`INSERT INTO job_alert_deliveries (alert_id, job_id)
        SELECT a.id, j.id
        FROM jobs j
        JOIN companies c ON c.id = j.company_id
        JOIN job_alerts a ON a.is_active
        WHERE j.id = ANY(${intArray(jobIds)}) AND j.is_published
          AND (a.search_term IS NULL
               OR (a.search_term, j.id) IN (SELECT * FROM unnest(${textArray(termOf)}, ${intArray(jobOf)})))
          AND (a.location IS NULL OR j.location ILIKE like_contains(a.location))
          AND (a.experience_min IS NULL OR (j.experience_min <= a.experience_max AND j.experience_max >= a.experience_min))
          AND (a.job_sub_category IS NULL
               OR j.job_sub_category = ANY(regexp_split_to_array(a.job_sub_category, '\\s*,\\s*')))
          AND (a.company IS NULL
               OR (NOT j.is_anonymized AND c.slug = ANY(regexp_split_to_array(a.company, '\\s*,\\s*'))))
          AND (a.remote IS NOT TRUE OR j.is_remote)
        ORDER BY a.id, j.id
        ON CONFLICT DO NOTHING
        RETURNING alert_id, job_id`,
  );
}

export interface AlertRecipient extends Record<string, unknown> {
  id: number;
  email: string;
  first_name: string;
}

export async function alertRecipients(db: DbOrTx, alertIds: readonly number[]) {
  if (alertIds.length === 0) return [];
  const rows = await rowsOf<AlertRecipient & { alert_id: number }>(
    db,
    sql`SELECT a.id AS alert_id, u.email, coalesce(nullif(ca.first_name, ''), u.first_name) AS first_name
        FROM job_alerts a
        JOIN candidates ca ON ca.id = a.candidate_id
        JOIN users u ON u.id = ca.user_id
        WHERE a.id = ANY(${intArray(alertIds)}) AND a.is_active AND u.is_active`,
  );
  const alerts = await db
    .select()
    .from(jobAlerts)
    .where(inArray(jobAlerts.id, [...alertIds]));
  const byId = new Map(alerts.map((alert) => [alert.id, alert]));
  return rows.map((row) => ({ alert: byId.get(row.alert_id)!, email: row.email, firstName: row.first_name }));
}

export async function markAlertsSent(db: DbOrTx, alertIds: readonly number[], now: Date) {
  if (alertIds.length === 0) return;
  await db
    .update(jobAlerts)
    .set({ lastSentAt: now })
    .where(inArray(jobAlerts.id, [...alertIds]));
}
