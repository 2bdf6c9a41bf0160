// The apply rules (spec 01 §4, §7; decision 009): status AP when the job needs
// screening or the candidate is international, else PS — decided here from the
// job and the candidate's country, whatever the client sent; source and
// sourcer default to 'T500-Direct'; one application per candidate and job (a
// second attempt is refused and creates nothing); external jobs are tracked,
// not applied to. Then screening answers, withdrawal, the e-mail click of the
// redirection page and the campaign event message.
import { Messages } from '@talent/contracts/messages';
import {
  APPLIED_JOB_SCREENING,
  applicationStatusFor,
  eventMessageCampaign,
  INTERNATIONAL_JOB_APPLY,
  isInternationalCountry,
} from '@talent/contracts/apply-routing';
import { DEFAULT_TRAFFIC_SOURCE } from '@talent/contracts/constants';
import type { JobCard, JobDetails } from '@talent/contracts/jobs';
import { canWithdraw } from '@talent/contracts/application-lifecycle';
import {
  EMAIL_CLICK_REFERENCE,
  type ApplicationForm,
  type AppliedJob,
  type ApplyBody,
  type CustomField,
  type MessageData,
} from '@talent/contracts/applications';
import { MAX_ID } from '@talent/contracts/paging';
import type { Db } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { createUrlSigner } from '../../lib/storage.ts';
import { absolute } from '../../lib/public-url.ts';
import { EMAIL_CLICK_TTL_SECONDS, emailClickKey } from './email-click-links.ts';
import { iso, isoOrNull } from '../../lib/iso.ts';
import {
  candidateFacts,
  findApplication,
  insertApplication,
  jobScreeningQuestions,
  listApplications,
  listExternalApplications,
  pendingScreening,
  recordCampaignEvent,
  recordEmailClick,
  recordExternalClick,
  screenApplication,
  type ApplicationRow,
} from './applications.repo.ts';
import { announceApplied, candidateViewOf, recordCandidateStep, stepsDoneOf, transition } from './lifecycle.ts';
import { awaitsScreeningAnswers } from './next-steps.ts';

/** What the candidate reads about where an application stands: the lifecycle's words (decision 031). */
export function lifecycleFields(row: ApplicationRow) {
  const view = candidateViewOf(row);
  return {
    status_label: view.label,
    stage: row.stage,
    stage_explanation: view.explanation,
    can_withdraw: canWithdraw(row.stage),
    steps_done: stepsDoneOf(row),
    screening_pending: awaitsScreeningAnswers(row),
    version: row.version,
  };
}

/** The international job-apply page's questions (spec 01 §4 names the page, not its fields; these are ours). */
export const INTERNATIONAL_FIELDS: CustomField[] = [
  {
    id: 'work_authorization',
    label: 'Are you authorised to work for employers in the job’s country, or open to working as a contractor?',
    kind: 'yes_no',
    required: true,
  },
  {
    id: 'timezone_overlap',
    label: 'How many hours can you overlap with the team’s working day?',
    kind: 'choice',
    options: ['0–2 hours', '2–4 hours', '4–6 hours', '6 or more hours'],
    required: true,
  },
  {
    id: 'notice_period',
    label: 'When could you start?',
    kind: 'choice',
    options: ['Immediately', 'Within 15 days', 'Within 30 days', 'Within 60 days', 'Within 90 days'],
    required: true,
  },
  { id: 'expected_salary_usd', label: 'Expected yearly salary in USD (optional)', kind: 'text', required: false },
];
export const CUSTOM_FIELD_SETS: Record<string, CustomField[]> = {
  'international-job-application': INTERNATIONAL_FIELDS,
};

/** What applications read of the jobs catalogue: the jobs module's service, passed in by the composition root. */
export interface JobCatalogue {
  /** A job with its company, published or not. */
  jobDetails(jobId: number, viewerCandidateId: number | null): Promise<JobDetails | null>;
  /** Cards in the order of the ids given; unknown (and, unless publishedOnly is false, unpublished) ids skipped. */
  cardsByIds(
    ids: readonly number[],
    viewerCandidateId: number | null,
    options?: { publishedOnly?: boolean },
  ): Promise<JobCard[]>;
}

export interface ApplicationsDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  urlSigner: ReturnType<typeof createUrlSigner>;
  jobs: JobCatalogue;
}

const screeningPath = (application: Pick<ApplicationRow, 'id' | 'isIntCandidate'>) =>
  application.isIntCandidate ? INTERNATIONAL_JOB_APPLY(application.id) : APPLIED_JOB_SCREENING(application.id);

const CAMPAIGN_MESSAGES: Record<string, string> = {
  fastnext_T500:
    'Welcome to FastNext by Talent500: complete your profile and screening, and we fast-track you to interviews.',
  automated_: 'Thanks for answering our invitation. Complete your profile so we can match you with the right roles.',
};

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

  async function ownApplication(candidateId: number, id: number) {
    const application = await findApplication(db, id);
    // another candidate's application answers 404, like a missing one (docs/conventions.md §3)
    if (!application || application.candidateId !== candidateId) throw notFound();
    return application;
  }

  function toAppliedJob(row: ApplicationRow, job: JobCard): AppliedJob {
    return {
      id: row.id,
      status: row.status,
      ...lifecycleFields(row),
      applied_at: iso(row.createdAt),
      source: row.source,
      is_int_candidate: row.isIntCandidate,
      screening_submitted_at: isoOrNull(row.screeningSubmittedAt),
      job,
    };
  }

  /** Each row with its job's card (closed jobs included), in one query; a row whose job is gone is left out. */
  async function withJobCards<R extends { jobId: number }, T>(
    rows: R[],
    candidateId: number,
    toResult: (row: R, job: JobCard) => T,
  ): Promise<T[]> {
    const cards = await jobs.cardsByIds(
      rows.map((r) => r.jobId),
      candidateId,
      { publishedOnly: false },
    );
    const byId = new Map(cards.map((card) => [card.id, card]));
    return rows.flatMap((row) => {
      const job = byId.get(row.jobId);
      return job ? [toResult(row, job)] : [];
    });
  }

  async function appliedJobs(candidateId: number, paging: { page: number; pageSize: number }) {
    const { count, rows } = await listApplications(db, candidateId, paging);
    return { count, results: await withJobCards(rows, candidateId, toAppliedJob) };
  }

  /** The jobs applied to on the company's site: the Apply clicks the candidate made on external jobs. */
  async function externalApplications(candidateId: number, paging: { page: number; pageSize: number }) {
    const { count, rows } = await listExternalApplications(db, candidateId, paging);
    return {
      count,
      results: await withJobCards(rows, candidateId, (row, job) => ({
        id: row.id,
        applied_at: iso(row.firstClickedAt),
        last_clicked_at: iso(row.lastClickedAt),
        job,
      })),
    };
  }

  async function applicationForm(candidateId: number, id: number): Promise<ApplicationForm> {
    const application = await ownApplication(candidateId, id);
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
    const application = await ownApplication(candidateId, body.candidate_job_id);
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
    if (!screened) throw refuse(await ownApplication(candidateId, application.id));
    return applicationForm(candidateId, application.id);
  }

  async function withdraw(candidateId: number, id: number): Promise<AppliedJob> {
    // one conditional update: a screening submitted at the same moment cannot move it out of WD afterwards
    const now = deps.now();
    const current = await ownApplication(candidateId, id);
    // withdrawing twice changes nothing; a closed application cannot be withdrawn (409, decision 031)
    if (current.stage !== 'withdrawn') {
      await deps.db.transaction(async (tx) => {
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
    const updated = await ownApplication(candidateId, id);
    const [job] = await jobs.cardsByIds([updated.jobId], candidateId, { publishedOnly: false });
    return toAppliedJob(updated, job!);
  }

  async function trackExternal(candidateId: number, jobId: number) {
    const job = await jobs.jobDetails(jobId, null);
    if (!job) throw notFound();
    if (!job.is_external || !job.redirection_url)
      throw detailError(400, 'This job takes applications here, not on an external site.');
    if (!job.is_published) throw detailError(400, Messages.jobClosed);
    const click = await recordExternalClick(deps.db, candidateId, jobId, deps.now());
    return { id: click.id, redirection_url: job.redirection_url };
  }

  /**
   * Records the click only with the signature of that application's e-mail link; whatever the outcome the
   * route answers 204, so the call tells nobody which applications exist.
   */
  /**
   * Decision 041: the click counts only with the link's signature, packed into
   * candidate_job_id (the spec's call) or sent beside it (earlier links); a bare
   * id is accepted like any well-formed call and records nothing.
   */
  async function emailClicked(click: { candidate_job_id: number | string; expires?: number; signature?: string }) {
    const now = deps.now();
    const packed =
      typeof click.candidate_job_id === 'string' ? EMAIL_CLICK_REFERENCE.exec(click.candidate_job_id) : null;
    const id = packed ? Number(packed[1]) : Number(click.candidate_job_id);
    const expires = packed ? Number(packed[2]) : click.expires;
    const signature = packed ? packed[3] : click.signature;
    if (!Number.isSafeInteger(id) || id > MAX_ID || !expires || !signature) return;
    if (!deps.urlSigner.verify(emailClickKey(id), expires, signature, now.getTime())) return;
    await recordEmailClick(deps.db, id, now);
  }

  /** spec 01 §7: only 'fastnext_T500' and 'automated_…' campaigns have a message. */
  async function eventMessage(candidateId: number, utmCampaign: string) {
    const campaign = eventMessageCampaign(utmCampaign);
    if (!campaign) throw fieldErrors({ utm_campaign: 'No message for this campaign.' });
    await recordCampaignEvent(deps.db, candidateId, campaign, deps.now());
    return { campaign, message: CAMPAIGN_MESSAGES[campaign]! };
  }

  async function messageData(candidateId: number): Promise<MessageData> {
    const pending = await pendingScreening(db, candidateId);
    if (!pending) return { title: null, message: null, link: null };
    const [job] = await jobs.cardsByIds([pending.jobId], null, { publishedOnly: false });
    return {
      title: 'Complete your application',
      message: `Answer a few questions for ${job?.title ?? 'your application'} to move it forward.`,
      link: screeningPath(pending),
    };
  }

  /** A set of extra application fields by its identifier; null when there is none. */
  const customFields = (identifier: string) => CUSTOM_FIELD_SETS[identifier] ?? null;

  return {
    apply,
    appliedJobs,
    externalApplications,
    applicationForm,
    submitScreening,
    withdraw,
    trackExternal,
    emailClicked,
    eventMessage,
    messageData,
    customFields,
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
