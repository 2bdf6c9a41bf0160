// What the candidate must do next on an application, and by when (decision
// 016). Each step is read from the live state of what asks for it — an
// application waiting for screening answers, an open offer, a letter to
// review, a survey to answer — never from the timeline's history, so a step
// disappears as soon as it is done and nothing is invented. A module that asks
// something of the candidate exports a source; app.ts hands the list to the
// timeline service.
import { APPLIED_JOB_SCREENING, INTERNATIONAL_JOB_APPLY } from '@talent/contracts/apply-routing';
import { isOpenState } from '@talent/contracts/application-lifecycle';
import type { NextStep } from '@talent/contracts/application-timeline';
import type { DbOrTx } from '../../db/client.ts';
import type { ApplicationRow } from './applications.repo.ts';

export type NextStepSource = (db: DbOrTx, application: ApplicationRow, now: Date) => Promise<NextStep[]>;

/** The application still waits for its screening answers: open, the spec's AP, nothing submitted yet. */
export const awaitsScreeningAnswers = (
  application: Pick<ApplicationRow, 'status' | 'stage' | 'screeningSubmittedAt'>,
) => isOpenState(application.stage) && application.status === 'AP' && !application.screeningSubmittedAt;

export const screeningAnswersStep: NextStepSource = async (_db, application) =>
  awaitsScreeningAnswers(application)
    ? [
        {
          title: 'Answer the screening questions',
          link: application.isIntCandidate
            ? INTERNATIONAL_JOB_APPLY(application.id)
            : APPLIED_JOB_SCREENING(application.id),
          due_at: null,
          stage: 'screening',
        },
      ]
    : [];

export async function nextStepsFor(
  db: DbOrTx,
  application: ApplicationRow,
  now: Date,
  sources: readonly NextStepSource[],
): Promise<NextStep[]> {
  // a closed application asks nothing more (decision 031)
  if (!isOpenState(application.stage)) return [];
  const steps = (await Promise.all(sources.map((source) => source(db, application, now)))).flat();
  // soonest deadline first; steps without one after them
  return steps.sort((a, b) => (a.due_at ?? '9999').localeCompare(b.due_at ?? '9999'));
}
