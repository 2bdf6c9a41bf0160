// The candidate's applications (spec 01 §4, §7; decision 009): apply, read
// and list them, answer screening questions, withdraw. The apply rules: status
// AP when the job needs screening or the candidate is international, else PS —
// decided here from the job and the candidate's country, whatever the client
// sent; source and sourcer default to 'T500-Direct'; one application per
// candidate and job (a second attempt is refused and creates nothing);
// external jobs are tracked, not applied to (application-traffic.service.ts,
// with the e-mail click and the campaign message).
import { Messages } from '@talent/contracts/messages';
import { applicationStatusFor, isInternationalCountry } from '@talent/contracts/apply-routing';
import { DEFAULT_TRAFFIC_SOURCE } from '@talent/contracts/constants';
import type { JobCard } from '@talent/contracts/jobs';
import type { ApplicationForm, AppliedJob, ApplyBody } from '@talent/contracts/applications';
import type { Db } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { createUrlSigner } from '../../lib/storage.ts';
import { absolute } from '../../lib/public-url.ts';
import { iso, isoOrNull } from '../../lib/iso.ts';
import { ownApplication } from './application-access.ts';
import {
  INTERNATIONAL_FIELDS,
  lifecycleFields,
  screeningPath,
  toAppliedJob,
  withJobCards,
  type JobCatalogue,
} from './application-views.ts';
import {
  candidateFacts,
  insertApplication,
  jobScreeningQuestions,
  listApplications,
  listExternalApplications,
  screenApplication,
  type ApplicationRow,
} from './applications.repo.ts';
import { EMAIL_CLICK_TTL_SECONDS, emailClickKey } from './email-click-links.ts';
import { announceApplied, recordCandidateStep, transition } from './lifecycle.ts';

export interface ApplicationsDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  urlSigner: ReturnType<typeof createUrlSigner>;
  jobs: JobCatalogue;
}

export function createApplicationsService(deps: ApplicationsDeps) {
  const { db, jobs } = deps;

  async function apply(candidateId: number, body: ApplyBody): Promise<{ id: number }> {
    const job = await jobs.jobDetails(body.job, null);
    if (!job) throw fieldErrors({ job: 'This job does not exist.' });
    if (!job.is_published) throw detailError(400, Messages.jobClosed);
    if (job.is_external) throw detailError(400, Messages.jobIsExternal);
    const candidate = await candidateFacts(db, candidateId);
    if (!candidate) throw notFound();
    // international by the profile's country, or by the client's geolocated country record (spec 01 §3
    // country cookie), which it sends as is_int_candidate; claiming it only adds screening, never skips it
    const international = isInternationalCountry(candidate.countryCode) || body.is_int_candidate === true;
    const now = deps.now();
    return db.transaction(async (tx) => {
      const created = await insertApplication(tx, {
        candidateId,
        jobId: job.id,
        status: applicationStatusFor({ needsScreening: job.needsScreening, isInternational: international }),
        privacyPolicyStatus: body.privacy_policy_status ?? false,
        source: body.source || DEFAULT_TRAFFIC_SOURCE,
        sourcer: body.sourcer || DEFAULT_TRAFFIC_SOURCE,
        isIntCandidate: international,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw detailError(409, Messages.alreadyApplied);
      // every apply is confirmed in-app; the e-mail is the screening invitation when questions wait (spec 02 §4)
      await announceApplied(tx, created.id, now, { email: created.status !== 'AP' });
      if (created.status === 'AP') {
        await enqueueEmail(tx, screeningReminder(created, job, candidate), `application-received:${created.id}`);
      }
      return { id: created.id };
    });
  }

  /** The e-mail after an AP application links through the redirection page, which records the click (spec 02 §4). */
  function screeningReminder(
    application: ApplicationRow,
    job: JobCard,
    candidate: { email: string; firstName: string },
  ) {
    const { publicUrl } = deps;
    const target = absolute(publicUrl, screeningPath(application));
    // the signature lets the page report the click without a token, and only for this application
    const { expires, signature } = deps.urlSigner.sign(
      emailClickKey(application.id),
      EMAIL_CLICK_TTL_SECONDS,
      deps.now().getTime(),
    );
    const query = new URLSearchParams({
      job_redirection_url: target,
      candidate_job_id: `${application.id}.${expires}.${signature}`,
      utm_source: 'email',
      utm_medium: 'email',
      utm_campaign: 'application_screening',
    });
    const link = absolute(publicUrl, `/redirection/?${query.toString()}`);
    const where = job.company ? ` at ${job.company.name}` : '';
    const greeting = candidate.firstName ? `Hi ${candidate.firstName},` : 'Hi,';
    return {
      to: candidate.email,
      subject: `Your application for ${job.title}${where}`,
      text: `${greeting}\n\nWe received your application for ${job.title}${where}. Answer a few questions to move it forward:\n${link}\n`,
      html: `<p>${escapeHtml(greeting)}</p><p>We received your application for <strong>${escapeHtml(job.title + where)}</strong>. Answer a few questions to move it forward:</p><p><a href="${escapeHtml(link)}">Complete your application</a></p>`,
    };
  }

  async function appliedJobs(candidateId: number, paging: { page: number; pageSize: number }) {
    const { count, rows } = await listApplications(db, candidateId, paging);
    return { count, results: await withJobCards(jobs, rows, candidateId, toAppliedJob) };
  }

  /** The jobs applied to on the company's site: the Apply clicks the candidate made on external jobs. */
  async function externalApplications(candidateId: number, paging: { page: number; pageSize: number }) {
    const { count, rows } = await listExternalApplications(db, candidateId, paging);
    return {
      count,
      results: await withJobCards(jobs, rows, candidateId, (row, job) => ({
        id: row.id,
        applied_at: iso(row.firstClickedAt),
        last_clicked_at: iso(row.lastClickedAt),
        job,
      })),
    };
  }

  async function applicationForm(candidateId: number, id: number): Promise<ApplicationForm> {
    const application = await ownApplication(db, candidateId, id);
    const job = await jobs.jobDetails(application.jobId, candidateId);
    if (!job) throw notFound();
    const questions = await jobScreeningQuestions(db, application.jobId);
    return {
      id: application.id,
      status: application.status,
      ...lifecycleFields(application),
      applied_at: iso(application.createdAt),
      is_int_candidate: application.isIntCandidate,
      job,
      screening_questions: questions,
      custom_fields: application.isIntCandidate ? INTERNATIONAL_FIELDS : [],
      job_open: job.is_published,
      answers: application.screeningAnswers,
      screening_submitted_at: isoOrNull(application.screeningSubmittedAt),
    };
  }

  async function submitScreening(
    candidateId: number,
    body: { candidate_job_id: number; answers: { question_id: string; answer: string }[] },
  ): Promise<ApplicationForm> {
    const application = await ownApplication(db, candidateId, body.candidate_job_id);
    const refuse = (current: ApplicationRow) => {
      if (current.status === 'WD') return detailError(400, Messages.applicationWithdrawn);
      if (current.status === 'PS') return detailError(400, Messages.screeningNotNeeded);
      return detailError(400, Messages.screeningAlreadySubmitted);
    };
    if (application.status !== 'AP' || application.screeningSubmittedAt) throw refuse(application);
    const questions = await jobScreeningQuestions(db, application.jobId);
    const fields = application.isIntCandidate ? INTERNATIONAL_FIELDS : [];
    const answers = new Map(body.answers.map((a) => [a.question_id, a.answer.trim()]));
    const errors: Record<string, string> = {};
    const known = new Set([...questions.map((q) => q.id), ...fields.map((f) => f.id)]);
    for (const id of answers.keys()) if (!known.has(id)) errors[id] = 'Unknown question.';
    const check = (id: string, kind: string, options: string[] | undefined, required: boolean) => {
      const answer = answers.get(id) ?? '';
      if (!answer) {
        if (required) errors[id] = Messages.screeningAnswerRequired;
        return;
      }
      if (kind === 'yes_no' && answer !== 'yes' && answer !== 'no') errors[id] = 'Answer yes or no.';
      if (kind === 'choice' && !(options ?? []).includes(answer)) errors[id] = 'Choose one of the options.';
    };
    for (const q of questions) check(q.id, q.kind, q.options, true);
    for (const f of fields) check(f.id, f.kind, f.options, f.required);
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const now = deps.now();
    const screened = await db.transaction(async (tx) => {
      const row = await screenApplication(tx, application.id, candidateId, {
        screeningAnswers: Object.fromEntries([...answers].filter(([, a]) => a)),
        screeningSubmittedAt: now,
        updatedAt: now,
      });
      if (row) {
        await recordCandidateStep(tx, {
          applicationId: row.id,
          step: 'screening_submitted',
          summary: 'You answered the screening questions.',
          at: now,
        });
      }
      return row;
    });
    // withdrawn or answered since it was read: say why, change nothing
    if (!screened) throw refuse(await ownApplication(db, candidateId, application.id));
    return applicationForm(candidateId, application.id);
  }

  async function withdraw(candidateId: number, id: number): Promise<AppliedJob> {
    // one conditional update: a screening submitted at the same moment cannot move it out of WD afterwards
    const now = deps.now();
    const current = await ownApplication(db, candidateId, id);
    // withdrawing twice changes nothing; a closed application cannot be withdrawn (409, decision 031)
    if (current.stage !== 'withdrawn') {
      await db.transaction(async (tx) => {
        await transition(tx, {
          applicationId: id,
          candidateId,
          name: 'withdraw',
          to: 'withdrawn',
          actor: { kind: 'candidate' },
          at: now,
          status: 'WD',
        });
      });
    }
    const updated = await ownApplication(db, candidateId, id);
    const [job] = await jobs.cardsByIds([updated.jobId], candidateId, { publishedOnly: false });
    return toAppliedJob(updated, job!);
  }

  return {
    apply,
    appliedJobs,
    externalApplications,
    applicationForm,
    submitScreening,
    withdraw,
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
