// The application lifecycle's transitions on the server (decision 031). Every
// change of an application's state goes through transition(): in the caller's
// transaction it locks the application, checks the state and (when given) the
// version the caller saw, writes the new state, appends one timeline event and
// writes the notifications the model names (the candidate's, e-mailed through
// the queue; the hiring team's, in-app). An illegal move or a stale version
// answers 409 and, the transaction rolling back, changes nothing.
import {
  CANDIDATE_STEPS,
  LIFECYCLE,
  candidateView,
  LifecycleMessages,
  fillNotice,
  findTransition,
  type CandidateStep,
  type LifecycleActor,
  type LifecycleState,
  type NotificationCategory,
  type ReviewState,
  type TransitionName,
  REVIEW_STATES,
  TRANSITIONS,
  isOpenState,
} from '@talent/contracts/application-lifecycle';
import type { TimelineSubject } from '@talent/contracts/application-timeline';
import type { ApplicationStatus } from '@talent/contracts/applications';
import { pathTo } from '@talent/contracts/routes';
import type { DbOrTx } from '../../db/client.ts';
import { detailError, notFound } from '../../lib/errors.ts';
import { notify } from '../notifications/notify.ts';
import { recordStageChange, type ApplicationEventRow } from './application-events.ts';
import {
  applicationStageAndJob,
  companyMemberUserIds,
  applicationsOfJobIn,
  closePendingRequests,
  lastTransitionFrom,
  lockApplication,
  writeState,
  type LockedApplication,
} from './lifecycle.repo.ts';

export interface TransitionRequest {
  applicationId: number;
  name: TransitionName;
  to: LifecycleState;
  actor: { kind: LifecycleActor; userId?: string | null };
  at: Date;
  /** The version the caller saw; another change since answers 409. */
  expectedVersion?: number | undefined;
  /** Only this company's application (hiring side): another's answers 404. */
  companyId?: number;
  /** Only this candidate's application (candidate side): another's answers 404. */
  candidateId?: number;
  /** The spec's status code to set with the state (WD on withdrawal). */
  status?: ApplicationStatus;
  /** Overrides the model's timeline sentence (a move names its stage). */
  summary?: string;
  subject?: TimelineSubject | null;
  dueAt?: Date | null;
  /** Kept for the hiring side only (a reason, a note). */
  detail?: Record<string, unknown>;
  /** Where the candidate's notification leads; the application page by default. */
  link?: string;
  /** Paragraphs added to the candidate's e-mail (a rejection's message, a deadline). */
  emailExtra?: string[];
  /**
   * Already in `to` (a member moved it there before sending the assessment):
   * record the event and tell the candidate again instead of refusing.
   */
  sameStateRecords?: boolean;
  /** false: the module sends its own e-mail (an offer letter); the candidate is still told in-app. */
  emailCandidate?: boolean;
}

export interface TransitionResult {
  application: LockedApplication['application'];
  from: LifecycleState;
  to: LifecycleState;
  version: number;
  event: ApplicationEventRow;
}

export const applicationLink = (applicationId: number) => pathTo('appliedJob', { jobApplicationId: applicationId });
export const hiringApplicationLink = (applicationId: number) => `${pathTo('hire')}applications/${applicationId}/`;

/**
 * The steps the candidate completed in the application's current state, as
 * far as they change what the candidate reads (decision 046): DC is the
 * spec's 'documents complete', set by the documents module when nothing is missing.
 */
export const stepsDoneOf = (application: { status: string; stage: LifecycleState }): CandidateStep[] =>
  application.stage === 'documents' && application.status === 'DC' ? ['documents_completed'] : [];

/** What the candidate reads about where an application stands (decision 031), steps done included. */
export function candidateViewOf(application: { status: string; stage: LifecycleState }) {
  return candidateView(application.stage, stepsDoneOf(application));
}

/** Why a request may not move the application: the model's rule, in words. */
export function illegal(from: LifecycleState, to: LifecycleState) {
  return detailError(409, LifecycleMessages.illegal(from, to));
}

async function tellTeam(tx: DbOrTx, locked: LockedApplication, text: string, kind: string) {
  const body = fillNotice(text, { job: locked.jobTitle, company: locked.companyName, candidate: locked.candidateName });
  for (const userId of await companyMemberUserIds(tx, locked.companyId)) {
    await notify(tx, {
      userId,
      kind,
      category: 'team',
      title: locked.jobTitle,
      body,
      link: hiringApplicationLink(locked.application.id),
      applicationId: locked.application.id,
      email: false,
    });
  }
}

/** The hiring team's in-app notice about one application, outside a transition (a deadline passed). */
export async function tellTeamOf(tx: DbOrTx, applicationId: number, text: string, kind: string) {
  const locked = await lockApplication(tx, applicationId);
  if (locked) await tellTeam(tx, locked, text, kind);
}

/** One transition of one application, in the caller's transaction (see the file's comment). */
export async function transition(tx: DbOrTx, request: TransitionRequest): Promise<TransitionResult> {
  const locked = await lockApplication(tx, request.applicationId);
  if (
    !locked ||
    (request.companyId !== undefined && locked.companyId !== request.companyId) ||
    (request.candidateId !== undefined && locked.application.candidateId !== request.candidateId)
  ) {
    throw notFound();
  }
  const { application } = locked;
  const from = application.stage;
  if (request.expectedVersion !== undefined && request.expectedVersion !== application.version) {
    throw detailError(409, LifecycleMessages.stale);
  }
  const same = from === request.to && request.sameStateRecords === true;
  const def = same
    ? TRANSITIONS[request.name].actors.includes(request.actor.kind)
      ? TRANSITIONS[request.name]
      : null
    : findTransition(request.name, from, request.to, request.actor.kind);
  if (!def || (same && !TRANSITIONS[request.name].to.includes(from))) throw illegal(from, request.to);
  if (
    !(await writeState(tx, {
      applicationId: application.id,
      version: application.version,
      to: request.to,
      at: request.at,
      ...(request.status ? { status: request.status } : {}),
    }))
  ) {
    throw detailError(409, LifecycleMessages.stale);
  }
  const event = await recordStageChange(tx, {
    applicationId: application.id,
    stage: request.to,
    action: def.action,
    summary: request.summary ?? def.summary,
    actor: request.actor,
    at: request.at,
    dueAt: request.dueAt ?? null,
    subject: request.subject ?? null,
    detail: { from, transition: request.name, ...request.detail },
    keepStage: true,
  });
  if (!isOpenState(request.to) && isOpenState(from)) {
    await closePendingRequests(tx, application.id, request.at, LIFECYCLE[request.to].label);
  }
  const notice = def.candidateNotice ?? LIFECYCLE[request.to].notice;
  if (notice) {
    const values = { job: locked.jobTitle, company: locked.companyName };
    await notify(tx, {
      userId: locked.candidateUserId,
      kind: `application.${request.to}`,
      category: notice.category,
      title: notice.title,
      body: fillNotice(notice.body, values),
      link: request.link ?? applicationLink(application.id),
      applicationId: application.id,
      email:
        request.emailCandidate === false
          ? false
          : {
              subject: `${notice.title}: ${locked.jobTitle}`,
              extra: [...(request.emailExtra ?? []), LIFECYCLE[request.to].explanation],
            },
    });
  }
  if (def.notifyTeam) await tellTeam(tx, locked, def.notifyTeam, `hiring.${request.name}`);
  return {
    application: { ...application, stage: request.to },
    from,
    to: request.to,
    version: application.version + 1,
    event,
  };
}

/**
 * A step the candidate completed without changing the state (screening
 * answered, assessment submitted, documents complete): one timeline event and
 * an in-app notice to the hiring team, in the caller's transaction.
 */
export async function recordCandidateStep(
  tx: DbOrTx,
  input: {
    applicationId: number;
    step: CandidateStep;
    summary: string;
    at: Date;
    actorUserId?: string | null;
    subject?: TimelineSubject | null;
  },
): Promise<ApplicationEventRow> {
  const locked = await lockApplication(tx, input.applicationId);
  if (!locked) throw notFound();
  const event = await recordStageChange(tx, {
    applicationId: input.applicationId,
    stage: locked.application.stage,
    action: 'submitted',
    summary: input.summary,
    actor: { kind: 'candidate', userId: input.actorUserId ?? locked.candidateUserId },
    at: input.at,
    subject: input.subject ?? null,
    detail: { step: input.step },
    keepStage: true,
  });
  await tellTeam(tx, locked, CANDIDATE_STEPS[input.step], `hiring.step.${input.step}`);
  return event;
}

/**
 * A new application: its 'applied' event and the candidate's confirmation
 * (every apply, with or without screening questions), in the apply's transaction.
 */
export async function announceApplied(
  tx: DbOrTx,
  applicationId: number,
  at: Date,
  options: { email: boolean; extra?: string[] },
) {
  const locked = await lockApplication(tx, applicationId);
  if (!locked) throw notFound();
  await recordStageChange(tx, {
    applicationId,
    stage: 'applied',
    action: 'applied',
    summary: 'You applied.',
    actor: { kind: 'candidate', userId: locked.candidateUserId },
    at,
    keepStage: true,
  });
  const notice = LIFECYCLE.applied.notice!;
  await notify(tx, {
    userId: locked.candidateUserId,
    kind: 'application.applied',
    category: notice.category,
    title: notice.title,
    body: fillNotice(notice.body, { job: locked.jobTitle, company: locked.companyName }),
    link: applicationLink(applicationId),
    applicationId,
    email: options.email
      ? {
          subject: `${notice.title}: ${locked.jobTitle}`,
          extra: [...(options.extra ?? []), LIFECYCLE.applied.explanation],
        }
      : false,
  });
}

/** The review stage an offer was made from, so withdrawing it returns there (decision 031). */
export async function stageBeforeOffer(tx: DbOrTx, applicationId: number): Promise<ReviewState> {
  const from = await lastTransitionFrom(tx, applicationId, 'send_offer');
  return REVIEW_STATES.find((state) => state === from) ?? 'applied';
}

/** Where a declined or withdrawn pay letter returns the application: where it was sent from. */
export async function stageBeforePayLetter(tx: DbOrTx, applicationId: number): Promise<LifecycleState> {
  const from = await lastTransitionFrom(tx, applicationId, 'send_pay_letter');
  return REVIEW_STATES.find((state) => state === from) ?? 'offer_accepted';
}

/**
 * A deadline reminder in the bell (category reminders), from a queue job the
 * module scheduled 24 h before the deadline; `email` queues the e-mail too.
 */
export async function remindInApp(
  tx: DbOrTx,
  input: {
    applicationId: number;
    what: string;
    title: string;
    body: string;
    link: string;
    key: string;
    email?: boolean;
  },
) {
  const locked = await lockApplication(tx, input.applicationId);
  if (!locked || !isOpenState(locked.application.stage)) return;
  await notify(tx, {
    userId: locked.candidateUserId,
    kind: `reminder.${input.what}`,
    category: 'reminders',
    title: input.title,
    body: input.body,
    link: input.link,
    applicationId: input.applicationId,
    email: input.email ? {} : false,
    dedupeKey: input.key,
  });
}

/**
 * A closed job ends the applications still under review (position closed, the
 * candidate told); offers and pay letters already made stand (decision 031).
 */
export async function closePosition(
  tx: DbOrTx,
  input: { jobId: number; actor: { kind: LifecycleActor; userId?: string | null }; at: Date },
): Promise<number> {
  const ids = await applicationsOfJobIn(tx, input.jobId, TRANSITIONS.close_position.from);
  for (const applicationId of ids) {
    await transition(tx, {
      applicationId,
      name: 'close_position',
      to: 'position_closed',
      actor: input.actor,
      at: input.at,
    });
  }
  return ids.length;
}

/**
 * Something asked of the candidate that is not a state change (a survey), in
 * the bell; `email: false` when the module sends its own e-mail.
 */
export async function tellCandidate(
  tx: DbOrTx,
  input: {
    applicationId: number;
    kind: string;
    title: string;
    body: string;
    link: string;
    email: boolean;
    /** action_required unless told otherwise (news that asks nothing is an update) */
    category?: NotificationCategory;
  },
) {
  const locked = await lockApplication(tx, input.applicationId);
  if (!locked) return;
  await notify(tx, {
    userId: locked.candidateUserId,
    kind: input.kind,
    category: input.category ?? 'action_required',
    title: input.title,
    body: input.body,
    link: input.link,
    applicationId: input.applicationId,
    email: input.email ? {} : false,
  });
}

/**
 * A deadline passed with what was asked still not given (decision 046): the
 * application stays where it is; the timeline says so, the candidate is told
 * in-app and by e-mail, the team in-app. In the caller's transaction; false
 * (and nothing written) when the application is gone or already closed.
 */
export async function tellLapse(
  tx: DbOrTx,
  input: {
    applicationId: number;
    /** What was due; it names the notifications (`application.{what}_lapsed`) and the timeline's subject. */
    what: 'assessment' | 'documents';
    subjectId: number;
    deadline: Date;
    notices: { lapsedTimeline: string; lapsedTitle: string; lapsedBody: string; lapsedTeam: string };
    link: string;
    category?: NotificationCategory;
  },
): Promise<boolean> {
  const application = await applicationStageAndJob(tx, input.applicationId);
  if (!application || !isOpenState(application.stage)) return false;
  await recordStageChange(tx, {
    applicationId: input.applicationId,
    stage: application.stage,
    action: 'lapsed',
    summary: input.notices.lapsedTimeline,
    actor: { kind: 'system' },
    at: input.deadline,
    subject: { kind: input.what, id: input.subjectId },
    keepStage: true,
  });
  await tellCandidate(tx, {
    applicationId: input.applicationId,
    kind: `application.${input.what}_lapsed`,
    ...(input.category ? { category: input.category } : {}),
    title: input.notices.lapsedTitle,
    body: fillNotice(input.notices.lapsedBody, {
      job: application.title,
      company: application.companyName ?? undefined,
    }),
    link: input.link,
    email: true,
  });
  await tellTeamOf(tx, input.applicationId, input.notices.lapsedTeam, `hiring.${input.what}_lapsed`);
  return true;
}
