// The application lifecycle (decision 031): the one model of where an
// application stands. States, the legal transitions and who may make each, and
// for every state the candidate's label and one-sentence explanation, what the
// candidate may do, the hiring board's column, and the notifications entering
// it raises. The server's transition functions, the hiring board, the
// candidate's cards and application page, the timeline, 'What to do next' and
// the e-mails all read this file; nothing keeps a second list.

export const LIFECYCLE_STATES = [
  'applied',
  'screening',
  'assessment',
  'interview_slot',
  'documents',
  'offer',
  'offer_accepted',
  'ctc',
  'ctc_accepted',
  'hired',
  'rejected',
  'withdrawn',
  'offer_declined',
  'offer_expired',
  'position_closed',
] as const;
export type LifecycleState = (typeof LIFECYCLE_STATES)[number];

/** 'system': the platform on a deadline, or an operator through the admin command line. */
export const LIFECYCLE_ACTORS = ['candidate', 'hiring', 'system'] as const;
export type LifecycleActor = (typeof LIFECYCLE_ACTORS)[number];

/** What the candidate may do on the application while it is in a state. */
export const CANDIDATE_ACTIONS = [
  'withdraw',
  'answer_screening',
  'take_assessment',
  'choose_interview_slot',
  'submit_documents',
  'answer_offer',
  'answer_pay_letter',
] as const;
export type CandidateAction = (typeof CANDIDATE_ACTIONS)[number];

/** The hiring board's columns, in board order. */
export const BOARD_COLUMNS = [
  'applied',
  'screening',
  'assessment',
  'interview',
  'documents',
  'offer',
  'pay_letter',
  'hired',
  'closed',
] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];
export const BOARD_COLUMN_LABELS: Record<BoardColumn, string> = {
  applied: 'Applied',
  screening: 'Screening',
  assessment: 'Assessment',
  interview: 'Interview',
  documents: 'Documents',
  offer: 'Offer',
  pay_letter: 'Pay letter',
  hired: 'Hired',
  closed: 'Closed',
};

/**
 * E-mail categories (decision 032). Action-required mail cannot be turned off:
 * without it a candidate can miss a deadline and lose the application.
 */
export const NOTIFICATION_CATEGORIES = ['action_required', 'reminders', 'updates', 'team'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
/** The categories e-mail reaches, each with its switch in account settings; the team's notices are in-app only (decision 046). */
export const EMAIL_CATEGORIES = [
  'action_required',
  'reminders',
  'updates',
] as const satisfies readonly NotificationCategory[];
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];
export const NOTIFICATION_CATEGORY_INFO: Record<
  NotificationCategory,
  { label: string; description: string; locked: string | null }
> = {
  action_required: {
    label: 'Something to do',
    description: 'Screening questions, assessments, documents, offers and pay letters waiting for you.',
    locked:
      'These cannot be turned off: each one asks for an answer, often by a deadline, and missing it can end the application.',
  },
  reminders: {
    label: 'Deadline reminders',
    description: 'A reminder 24 hours before an assessment, an offer or a documents request expires.',
    locked: null,
  },
  updates: {
    label: 'Application updates',
    description: 'Your application was received, moved, closed or decided.',
    locked: null,
  },
  team: {
    label: 'Candidate activity (hiring team)',
    description: 'A candidate completed a step on one of your company’s applications.',
    locked: null,
  },
};

/** A notification to the candidate raised by entering a state. */
export interface StateNotice {
  category: NotificationCategory;
  title: string;
  /** {job} and {company} are filled in. */
  body: string;
}

export interface StateDef {
  /** Open: the application can still move forward; closed: it has ended (reopen aside). */
  open: boolean;
  /** What the candidate reads on cards, the application page and the timeline. */
  label: string;
  /** One sentence saying where the candidate stands and what happens next. */
  explanation: string;
  candidateActions: readonly CandidateAction[];
  column: BoardColumn;
  /** What the candidate is told on entering the state (in-app and e-mail), if anything. */
  notice: StateNotice | null;
}

export const LIFECYCLE: Record<LifecycleState, StateDef> = {
  applied: {
    open: true,
    label: 'Application submitted',
    explanation: 'The team is reviewing your application; we will tell you as soon as there is news.',
    candidateActions: ['withdraw'],
    column: 'applied',
    notice: {
      category: 'updates',
      title: 'Application received',
      body: 'Your application for {job} at {company} was received.',
    },
  },
  screening: {
    open: true,
    label: 'Screening',
    explanation: 'The team asks you a few screening questions; answer them so your application can move on.',
    candidateActions: ['withdraw', 'answer_screening'],
    column: 'screening',
    notice: {
      category: 'action_required',
      title: 'Screening questions to answer',
      body: '{company} asks you to answer screening questions for {job}.',
    },
  },
  assessment: {
    open: true,
    label: 'Assessment',
    explanation: 'Take the assessment before its deadline; the team reviews it next.',
    candidateActions: ['withdraw', 'take_assessment'],
    column: 'assessment',
    notice: {
      category: 'action_required',
      title: 'An assessment is waiting',
      body: '{company} sent you an assessment for {job}. Take it before its deadline.',
    },
  },
  interview_slot: {
    open: true,
    label: 'Interview',
    explanation: 'Choose an interview slot that suits you; the team confirms it.',
    candidateActions: ['withdraw', 'choose_interview_slot'],
    column: 'interview',
    notice: {
      category: 'action_required',
      title: 'Choose an interview slot',
      body: '{company} would like to interview you for {job}. Choose a slot.',
    },
  },
  documents: {
    open: true,
    label: 'Documents needed',
    explanation: 'You were selected: send the documents the team asks for before the deadline.',
    candidateActions: ['withdraw', 'submit_documents'],
    column: 'documents',
    notice: {
      category: 'action_required',
      title: 'Documents needed',
      body: '{company} selected you for {job} and needs a few documents from you.',
    },
  },
  offer: {
    open: true,
    label: 'Offer made',
    explanation: 'You have an offer; accept or decline it before it expires.',
    candidateActions: ['withdraw', 'answer_offer'],
    column: 'offer',
    notice: {
      category: 'action_required',
      title: 'You have an offer',
      body: '{company} made you an offer for {job}. Answer it before it expires.',
    },
  },
  offer_accepted: {
    open: true,
    label: 'Offer accepted',
    explanation: 'You accepted the offer; the team will send your pay (CTC) letter next.',
    candidateActions: ['withdraw'],
    column: 'offer',
    notice: null,
  },
  ctc: {
    open: true,
    label: 'Pay letter to review',
    explanation: 'Your pay (CTC) letter is ready; review and accept it.',
    candidateActions: ['withdraw', 'answer_pay_letter'],
    column: 'pay_letter',
    notice: {
      category: 'action_required',
      title: 'Your pay letter is ready',
      body: '{company} sent your pay (CTC) letter for {job}. Review and accept it.',
    },
  },
  ctc_accepted: {
    open: true,
    label: 'Pay letter accepted',
    explanation: 'You accepted your pay letter; the team will confirm your hiring.',
    candidateActions: ['withdraw'],
    column: 'pay_letter',
    notice: null,
  },
  hired: {
    open: false,
    label: 'Hired',
    explanation: 'Congratulations, you are hired: the team will be in touch about your first day.',
    candidateActions: [],
    column: 'hired',
    notice: {
      category: 'updates',
      title: 'You are hired',
      body: 'Congratulations! {company} hired you for {job}.',
    },
  },
  rejected: {
    open: false,
    label: 'Not selected',
    explanation: 'The team decided not to take your application further.',
    candidateActions: [],
    column: 'closed',
    notice: {
      category: 'updates',
      title: 'Not selected',
      body: '{company} decided not to take your application for {job} further.',
    },
  },
  withdrawn: {
    open: false,
    label: 'Withdrawn',
    explanation: 'You withdrew this application.',
    candidateActions: [],
    column: 'closed',
    notice: null,
  },
  offer_declined: {
    open: false,
    label: 'Offer declined',
    explanation: 'You declined the offer, which closed the application.',
    candidateActions: [],
    column: 'closed',
    notice: null,
  },
  offer_expired: {
    open: false,
    label: 'Offer expired',
    explanation: 'The offer expired before it was answered, which closed the application.',
    candidateActions: [],
    column: 'closed',
    notice: {
      category: 'updates',
      title: 'Your offer expired',
      body: 'The offer for {job} at {company} expired before it was answered.',
    },
  },
  position_closed: {
    open: false,
    label: 'Position closed',
    explanation: 'The company closed this job before your application was decided.',
    candidateActions: [],
    column: 'closed',
    notice: {
      category: 'updates',
      title: 'Position closed',
      body: '{company} closed the job {job}; your application ends here.',
    },
  },
};

export const OPEN_STATES = LIFECYCLE_STATES.filter((state) => LIFECYCLE[state].open);
export const CLOSED_STATES = LIFECYCLE_STATES.filter((state) => !LIFECYCLE[state].open);
/** The stages a member moves an application between before an offer. */
export const REVIEW_STATES = ['applied', 'screening', 'assessment', 'interview_slot', 'documents'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
const REOPENABLE = ['rejected', 'offer_declined', 'offer_expired', 'position_closed'] as const;

export const TRANSITION_NAMES = [
  'move',
  'send_offer',
  'accept_offer',
  'decline_offer',
  'expire_offer',
  'withdraw_offer',
  'send_pay_letter',
  'accept_pay_letter',
  'decline_pay_letter',
  'withdraw_pay_letter',
  'hire',
  'reject',
  'withdraw',
  'close_position',
  'reopen',
] as const;
export type TransitionName = (typeof TRANSITION_NAMES)[number];

export interface TransitionDef {
  from: readonly LifecycleState[];
  to: readonly LifecycleState[];
  actors: readonly LifecycleActor[];
  /** The timeline's word for what happened. */
  action: string;
  /** The sentence the candidate reads on the timeline. */
  summary: string;
  /** The hiring team is told in-app (the candidate completed or ended something). */
  notifyTeam: string | null;
  /** The candidate is told even when the state has no notice of its own (reopen). */
  candidateNotice?: StateNotice;
}

export const TRANSITIONS: Record<TransitionName, TransitionDef> = {
  move: {
    from: REVIEW_STATES,
    to: REVIEW_STATES,
    actors: ['hiring', 'system'],
    action: 'moved',
    summary: 'Your application moved on.',
    notifyTeam: null,
  },
  send_offer: {
    from: REVIEW_STATES,
    to: ['offer'],
    actors: ['hiring', 'system'],
    action: 'offered',
    summary: 'You received an offer.',
    notifyTeam: null,
  },
  accept_offer: {
    from: ['offer'],
    to: ['offer_accepted'],
    actors: ['candidate'],
    action: 'accepted',
    summary: 'You accepted the offer.',
    notifyTeam: '{candidate} accepted the offer for {job}.',
  },
  decline_offer: {
    from: ['offer'],
    to: ['offer_declined'],
    actors: ['candidate'],
    action: 'declined',
    summary: 'You declined the offer.',
    notifyTeam: '{candidate} declined the offer for {job}.',
  },
  expire_offer: {
    from: ['offer'],
    to: ['offer_expired'],
    actors: ['system'],
    action: 'expired',
    summary: 'The offer expired before it was answered.',
    notifyTeam: 'The offer to {candidate} for {job} expired unanswered.',
  },
  withdraw_offer: {
    from: ['offer'],
    to: REVIEW_STATES,
    actors: ['hiring', 'system'],
    action: 'withdrawn',
    summary: 'The team withdrew the offer.',
    notifyTeam: null,
    candidateNotice: {
      category: 'updates',
      title: 'Offer withdrawn',
      body: '{company} withdrew its offer for {job}; your application is under review again.',
    },
  },
  send_pay_letter: {
    // after an accepted offer, or on its own while the application is under review
    from: [...REVIEW_STATES, 'offer_accepted', 'ctc_accepted'],
    to: ['ctc'],
    actors: ['hiring', 'system'],
    action: 'sent',
    summary: 'Your pay (CTC) letter is ready.',
    notifyTeam: null,
  },
  accept_pay_letter: {
    from: ['ctc'],
    to: ['ctc_accepted'],
    actors: ['candidate'],
    action: 'accepted',
    summary: 'You accepted your pay (CTC) letter.',
    notifyTeam: '{candidate} accepted the pay letter for {job}.',
  },
  decline_pay_letter: {
    // back to where the letter was sent from (decision 031)
    from: ['ctc'],
    to: [...REVIEW_STATES, 'offer_accepted'],
    actors: ['candidate'],
    action: 'declined',
    summary: 'You declined the pay (CTC) letter.',
    notifyTeam: '{candidate} declined the pay letter for {job}.',
  },
  withdraw_pay_letter: {
    from: ['ctc'],
    to: [...REVIEW_STATES, 'offer_accepted'],
    actors: ['hiring', 'system'],
    action: 'withdrawn',
    summary: 'The team withdrew the pay (CTC) letter.',
    notifyTeam: null,
  },
  hire: {
    from: OPEN_STATES,
    to: ['hired'],
    actors: ['hiring'],
    action: 'hired',
    summary: 'You are hired.',
    notifyTeam: null,
  },
  reject: {
    from: OPEN_STATES,
    to: ['rejected'],
    actors: ['hiring'],
    action: 'rejected',
    summary: 'The team decided not to take your application further.',
    notifyTeam: null,
  },
  withdraw: {
    from: OPEN_STATES,
    to: ['withdrawn'],
    actors: ['candidate'],
    action: 'withdrawn',
    summary: 'You withdrew the application.',
    notifyTeam: '{candidate} withdrew the application for {job}.',
  },
  close_position: {
    // decision 031: a closed job ends the applications still under review; an offer made stands
    from: REVIEW_STATES,
    to: ['position_closed'],
    actors: ['system', 'hiring'],
    action: 'closed',
    summary: 'The company closed this job.',
    notifyTeam: null,
  },
  reopen: {
    from: REOPENABLE,
    to: REVIEW_STATES,
    actors: ['hiring'],
    action: 'reopened',
    summary: 'The team reopened your application.',
    notifyTeam: null,
    candidateNotice: {
      category: 'updates',
      title: 'Application reopened',
      body: '{company} reopened your application for {job}.',
    },
  },
};

/**
 * Steps the candidate completes without changing the state (the team is told
 * in-app). Their timeline event is written under the current state.
 */
export const CANDIDATE_STEPS = {
  screening_submitted: '{candidate} answered the screening questions for {job}.',
  video_submitted: '{candidate} recorded the video screening for {job}.',
  assessment_submitted: '{candidate} submitted the assessment for {job}.',
  documents_completed: '{candidate} completed the documents for {job}.',
} as const;
export type CandidateStep = keyof typeof CANDIDATE_STEPS;

export const LifecycleMessages = {
  illegal: (from: LifecycleState, to: LifecycleState) =>
    `This application is ${LIFECYCLE[from].label.toLowerCase()}; it cannot move to ${LIFECYCLE[to].label.toLowerCase()}.`,
  notYours: 'You cannot make this change to the application.',
  stale: 'Someone changed this application meanwhile. Reload it to see where it stands.',
  hireConfirm: 'Confirm to hire directly: this application has no accepted offer.',
  reasonRequired: 'Give a reason.',
} as const;

/** The transition that takes `from` to `to` for this actor, or null when none may. */
export function findTransition(
  name: TransitionName,
  from: LifecycleState,
  to: LifecycleState,
  actor: LifecycleActor,
): TransitionDef | null {
  const def = TRANSITIONS[name];
  if (!def.from.includes(from) || !def.to.includes(to) || !def.actors.includes(actor)) return null;
  if (from === to) return null;
  return def;
}

export const CANDIDATE_STEP_NAMES = [
  'screening_submitted',
  'video_submitted',
  'assessment_submitted',
  'documents_completed',
] as const satisfies readonly CandidateStep[];

/**
 * What the candidate reads once the request a state makes is done, while the
 * state itself stays (decision 046): documents sent, the team reviews them.
 */
export const STATE_REQUEST_DONE: Partial<
  Record<LifecycleState, Pick<StateDef, 'label' | 'explanation' | 'candidateActions'> & { step: CandidateStep }>
> = {
  documents: {
    step: 'documents_completed',
    label: 'Documents complete',
    explanation: 'You sent every detail and document the team asked for; the team reviews them next.',
    candidateActions: ['withdraw'],
  },
};

/** The candidate's label, explanation and actions for a state, given the steps already done in it. */
export function candidateView(
  state: LifecycleState,
  stepsDone: readonly CandidateStep[] = [],
): Pick<StateDef, 'label' | 'explanation' | 'candidateActions'> {
  const done = STATE_REQUEST_DONE[state];
  const def = done && stepsDone.includes(done.step) ? done : LIFECYCLE[state];
  return { label: def.label, explanation: def.explanation, candidateActions: def.candidateActions };
}

export const isOpenState = (state: LifecycleState) => LIFECYCLE[state].open;
/** How a state looks on a card: something to do, under way, hired, or closed. */
export const stateTone = (
  state: LifecycleState,
  stepsDone: readonly CandidateStep[] = [],
): 'action' | 'open' | 'hired' | 'closed' =>
  state === 'hired'
    ? 'hired'
    : !LIFECYCLE[state].open
      ? 'closed'
      : candidateView(state, stepsDone).candidateActions.some((action) => action !== 'withdraw')
        ? 'action'
        : 'open';
export const canWithdraw = (state: LifecycleState) => LIFECYCLE[state].candidateActions.includes('withdraw');
export const stateLabel = (state: LifecycleState) => LIFECYCLE[state].label;
export const boardColumnOf = (state: LifecycleState) => LIFECYCLE[state].column;

/** Fills {job}, {company}, {candidate} in a notice text. */
export function fillNotice(text: string, values: { job?: string; company?: string; candidate?: string }): string {
  return text
    .replace(/\{job\}/g, values.job ?? 'the job')
    .replace(/\{company\}/g, values.company ?? 'The company')
    .replace(/\{candidate\}/g, values.candidate || 'A candidate');
}
