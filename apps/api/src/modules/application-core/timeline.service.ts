// The application timeline as the candidate and the hiring team read it
// (decision 016): the recorded events, oldest first, and the live next steps.
import { canWithdraw } from '@talent/contracts/application-lifecycle';
import type { ApplicationTimeline } from '@talent/contracts/application-timeline';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { listApplicationEvents, toTimelineEvent } from './application-events.ts';
import { findApplication, findCompanyApplication, type ApplicationRow } from './applications.repo.ts';
import { candidateViewOf } from './lifecycle.ts';
import { nextStepsFor, type NextStepSource } from './next-steps.ts';

export interface TimelineDeps {
  db: Db;
  now: () => Date;
  nextStepSources: readonly NextStepSource[];
}

export function createTimelineService(deps: TimelineDeps) {
  const { db } = deps;

  async function timelineOf(application: ApplicationRow): Promise<ApplicationTimeline> {
    const events = await listApplicationEvents(db, application.id);
    return {
      application_id: application.id,
      stage: application.stage,
      stage_label: candidateViewOf(application).label,
      stage_explanation: candidateViewOf(application).explanation,
      can_withdraw: canWithdraw(application.stage),
      stage_changed_at: application.stageChangedAt.toISOString(),
      events: events.map(toTimelineEvent),
      // the hiring team sees what the candidate is asked to do, with the same deadlines
      next_steps: await nextStepsFor(db, application, deps.now(), deps.nextStepSources),
    };
  }

  return {
    async forCandidate(candidateId: number, applicationId: number) {
      const application = await findApplication(db, applicationId);
      // another candidate's application answers 404, like a missing one (docs/conventions.md §3)
      if (!application || application.candidateId !== candidateId) throw notFound();
      return timelineOf(application);
    },
    async forHiringTeam(companyId: number, applicationId: number) {
      const application = await findCompanyApplication(db, companyId, applicationId);
      if (!application) throw notFound();
      return timelineOf(application);
    },
  };
}
export type TimelineService = ReturnType<typeof createTimelineService>;
