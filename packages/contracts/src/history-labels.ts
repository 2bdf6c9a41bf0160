// What each event of an application's history is called (decision 048). An
// event about something sent or answered (an offer, a pay letter, a survey,
// …) is named after that thing, whatever stage the application was in when it
// happened; an event without one (a move, a rejection, a hire) is named after
// the stage it entered. The team's history and the candidate's timeline both
// read this map, so a survey sent while a pay letter waits reads 'Survey'.
import { LIFECYCLE, type LifecycleState } from './application-lifecycle.ts';
import type { TimelineSubject } from './application-timeline.ts';

export type HistorySubjectKind = TimelineSubject['kind'];

export const HISTORY_SUBJECT_LABELS: Record<HistorySubjectKind, string> = {
  offer: 'Offer',
  ctc: 'Pay (CTC) letter',
  survey: 'Survey',
  screening: 'Screening questions',
  assessment: 'Assessment',
  documents: 'Documents',
  interview_slot: 'Interview slot',
  video: 'Video screening',
};

/** The label of one history event. */
export function historyEventLabel(event: {
  stage: LifecycleState;
  subject_kind: HistorySubjectKind | null | undefined;
}): string {
  return event.subject_kind ? HISTORY_SUBJECT_LABELS[event.subject_kind] : LIFECYCLE[event.stage].label;
}
