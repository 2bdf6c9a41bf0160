// The job-alert worker (decision 009, spec 02 §3–§4): when jobs are published, a
// queue job matches them to every active alert and, in the same transaction,
// records each new (alert, job) pair and enqueues one digest e-mail per alert
// with its unsubscribe link. A pair already recorded is never sent again, and
// the e-mail's dedupe key makes a retried run enqueue nothing twice. A daily or
// weekly alert is not e-mailed by the match: its matches wait, marked unsent,
// for one digest job per period (JOB_ALERTS_DIGEST), run at the end of it.
import { createHash } from 'node:crypto';
import type { JobCard } from '@talent/contracts/jobs';
import { alertLabel } from '@talent/contracts/job-alerts';
import { CONFIDENTIAL_COMPANY_NAME } from '@talent/contracts/job-pages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { enqueueEmail, type MailMessage } from '../../lib/mail.ts';
import { escapeHtml } from '../../lib/html.ts';
import { enqueue } from '../../lib/queue.ts';
import type { createUrlSigner } from '../../lib/storage.ts';
import {
  alertRecipients,
  markAlertsSent,
  markDeliveriesSent,
  pendingDeliveries,
  recordNewMatches,
  type AlertRow,
} from './alerts.repo.ts';
import { loadCardsByIds } from './job-cards.repo.ts';
import { cardsByFit } from './jobs-for-you.ts';
import { absolute } from '../../lib/public-url.ts';
import { UNSUBSCRIBE_TTL_SECONDS, unsubscribeKey } from './signed-links.ts';

export const JOB_ALERTS_MATCH = 'job-alerts.match';
export const JOB_ALERTS_DIGEST = 'job-alerts.digest';

const PERIOD_MS = { daily: 24 * 60 * 60 * 1000, weekly: 7 * 24 * 60 * 60 * 1000 } as const;

/** When a daily or weekly alert's next digest goes: a period after the last one, or now if that is past. */
export function nextDigestAt(alert: Pick<AlertRow, 'frequency' | 'lastSentAt'>, now: Date): Date {
  if (alert.frequency === 'instant' || !alert.lastSentAt) return now;
  const due = alert.lastSentAt.getTime() + PERIOD_MS[alert.frequency];
  return new Date(Math.max(due, now.getTime()));
}

const hashOf = (ids: readonly number[]) =>
  createHash('sha256')
    .update([...ids].sort((a, b) => a - b).join(','))
    .digest('hex')
    .slice(0, 24);

/** Called in the transaction that publishes the jobs: the worker matches them after commit. */
export async function enqueueAlertMatching(db: DbOrTx, jobIds: readonly number[]) {
  if (jobIds.length === 0) return;
  await enqueue(db, JOB_ALERTS_MATCH, { job_ids: [...jobIds] }, { dedupeKey: `${JOB_ALERTS_MATCH}:${hashOf(jobIds)}` });
}

export interface DigestDeps {
  db: Db;
  publicUrl: string;
  urlSigner: ReturnType<typeof createUrlSigner>;
  now: () => Date;
}

export function unsubscribeUrl(deps: Pick<DigestDeps, 'publicUrl' | 'urlSigner' | 'now'>, alertId: number) {
  const { expires, signature } = deps.urlSigner.sign(
    unsubscribeKey(alertId),
    UNSUBSCRIBE_TTL_SECONDS,
    deps.now().getTime(),
  );
  return absolute(
    deps.publicUrl,
    `/api/v1/job-search/alerts/${alertId}/unsubscribe/?expires=${expires}&signature=${signature}`,
  );
}

export function digestEmail(
  deps: Pick<DigestDeps, 'publicUrl' | 'urlSigner' | 'now'>,
  input: { alert: AlertRow; email: string; firstName: string; jobs: JobCard[]; fitLines?: Map<number, string> },
): MailMessage {
  const { alert, jobs } = input;
  const label = alertLabel({
    search_term: alert.searchTerm,
    location: alert.location,
    experience_range: alert.experienceRange,
    job_sub_category: alert.jobSubCategory,
    company: alert.company,
    remote: alert.remote,
  });
  const tracking = `utm_source=job_alert&utm_medium=email&utm_campaign=job_alert_${alert.id}`;
  const links = jobs.map((job) => ({
    job,
    url: absolute(deps.publicUrl, `${job.url}?${tracking}`),
    company: job.company?.name ?? CONFIDENTIAL_COMPANY_NAME,
  }));
  const feedbackUrl = absolute(deps.publicUrl, `/jobs-alerts/feedback/?alert_id=${alert.id}`);
  const unsubscribe = unsubscribeUrl(deps, alert.id);
  const subject =
    jobs.length === 1 ? `New job for your alert "${label}"` : `${jobs.length} new jobs for your alert "${label}"`;
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const text = [
    greeting,
    '',
    `New jobs match your alert "${label}":`,
    '',
    ...links.map(({ job, url, company }) => {
      const fit = input.fitLines?.get(job.id);
      return `- ${job.title} at ${company}, ${job.location}\n  ${fit ? `How you match: ${fit}\n  ` : ''}${url}`;
    }),
    '',
    `Were these relevant? Tell us: ${feedbackUrl}`,
    `Stop this alert: ${unsubscribe}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>New jobs match your alert <strong>${escapeHtml(label)}</strong>:</p>`,
    '<ul>',
    ...links.map(
      ({ job, url, company }) =>
        `<li><a href="${escapeHtml(url)}">${escapeHtml(job.title)}</a> at ${escapeHtml(company)}, ${escapeHtml(job.location)}` +
        (input.fitLines?.get(job.id) ? `<br>How you match: ${escapeHtml(input.fitLines.get(job.id)!)}` : '') +
        '</li>',
    ),
    '</ul>',
    `<p><a href="${escapeHtml(feedbackUrl)}">Were these relevant?</a> · <a href="${escapeHtml(unsubscribe)}">Unsubscribe from this alert</a></p>`,
  ].join('');
  return { to: input.email, subject, text, html };
}

/** A digest's jobs, best fit for its candidate first, with each one's 'How you match' line (decision 038). */
async function rankedByFit(db: DbOrTx, candidateId: number, jobs: JobCard[]) {
  const ranked = await cardsByFit(db, candidateId, jobs);
  if (ranked.length !== jobs.length) return { jobs };
  return {
    jobs: ranked.map((r) => r.card),
    fitLines: new Map(ranked.map((r) => [r.card.id, r.fit.summary])),
  };
}

/** The queue handler: payload {job_ids}. */
export function createAlertMatchHandler(deps: DigestDeps) {
  return async (payload: unknown) => {
    const jobIds = (payload as { job_ids?: unknown }).job_ids;
    if (!Array.isArray(jobIds) || !jobIds.every((id) => Number.isInteger(id))) {
      throw new Error('job-alerts.match needs {job_ids: number[]}');
    }
    await deps.db.transaction(async (tx) => {
      const pairs = await recordNewMatches(tx, jobIds as number[]);
      if (pairs.length === 0) return;
      const jobsByAlert = new Map<number, number[]>();
      for (const pair of pairs)
        jobsByAlert.set(pair.alert_id, [...(jobsByAlert.get(pair.alert_id) ?? []), pair.job_id]);
      const cards = new Map(
        (await loadCardsByIds(tx, [...new Set(pairs.map((p) => p.job_id))], null)).map((card) => [card.id, card]),
      );
      const recipients = await alertRecipients(tx, [...jobsByAlert.keys()]);
      const sent: number[] = [];
      for (const recipient of recipients) {
        const { alert } = recipient;
        if (alert.frequency !== 'instant') {
          // one digest job per alert and period: a second match in the same period finds it queued
          const runAt = nextDigestAt(alert, deps.now());
          await enqueue(
            tx,
            JOB_ALERTS_DIGEST,
            { alert_id: alert.id },
            { runAt, dedupeKey: `${JOB_ALERTS_DIGEST}:${alert.id}:${runAt.toISOString()}` },
          );
          continue;
        }
        const ids = jobsByAlert.get(alert.id) ?? [];
        const matched = ids.map((id) => cards.get(id)).filter((card): card is JobCard => card !== undefined);
        if (matched.length === 0) continue;
        const ranked = await rankedByFit(tx, alert.candidateId, matched);
        await enqueueEmail(tx, digestEmail(deps, { ...recipient, ...ranked }), `job-alert:${alert.id}:${hashOf(ids)}`);
        await markDeliveriesSent(tx, alert.id, ids, deps.now());
        sent.push(alert.id);
      }
      await markAlertsSent(tx, sent, deps.now());
    });
  };
}

/** The queue handler of a daily or weekly digest: payload {alert_id}; every match not e-mailed yet goes in one. */
export function createAlertDigestHandler(deps: DigestDeps) {
  return async (payload: unknown) => {
    const alertId = (payload as { alert_id?: unknown }).alert_id;
    if (!Number.isInteger(alertId)) throw new Error('job-alerts.digest needs {alert_id: number}');
    await deps.db.transaction(async (tx) => {
      const [recipient] = await alertRecipients(tx, [alertId as number]);
      if (!recipient) return;
      const ids = await pendingDeliveries(tx, recipient.alert.id);
      const jobs = await loadCardsByIds(tx, ids, null);
      if (jobs.length > 0) {
        const ranked = await rankedByFit(tx, recipient.alert.candidateId, jobs);
        await enqueueEmail(
          tx,
          digestEmail(deps, { ...recipient, ...ranked }),
          `job-alert:${recipient.alert.id}:${hashOf(ids)}`,
        );
        await markAlertsSent(tx, [recipient.alert.id], deps.now());
      }
      await markDeliveriesSent(tx, recipient.alert.id, ids, deps.now());
    });
  };
}
