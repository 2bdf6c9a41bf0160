// Demo data after applying (decision 015): video questions, interview slots
// and one application of the demo candidate at each stage, so every screen
// can be seen after `npm start`. Idempotent: applications are keyed by
// (candidate, job); questions, slots and the rest are added only once.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ApplicationStage } from '@talent/contracts/application-timeline';
import type { ApplicationStatus } from '@talent/contracts/applications';
import { recordStageChange } from '../modules/application-core/application-events.ts';
import type { DbOrTx } from '../db/client.ts';
import { candidateJobs } from '../db/schema/jobs.ts';
import { candidates, jobs, users } from '../db/schema/platform.ts';
import {
  assessments,
  interviewSlots,
  mandatoryRequests,
  selfScreeningQuestions,
  selfScreenings,
} from '../db/schema/screening.ts';
import { DEMO_CANDIDATE } from './seed-data.ts';

const DAY = 24 * 60 * 60 * 1000;
const STAGE_OF: Partial<Record<ApplicationStatus, { stage: ApplicationStage; action: string; summary: string }>> = {
  SS: { stage: 'screening', action: 'completed', summary: 'You completed the self-screening.' },
  AS: { stage: 'assessment', action: 'requested', summary: 'The hiring team sent you a coding assessment.' },
  SL: {
    stage: 'documents',
    action: 'requested',
    summary: 'You were selected. The hiring team asks for a few details and documents.',
  },
  DC: {
    stage: 'documents',
    action: 'submitted',
    summary: 'You gave every detail and document the hiring team asked for.',
  },
};

/** The demo jobs with self-screening: the one the journey applies to, and the ones the demo candidate is at. */
async function addVideoQuestions(tx: DbOrTx, jobId: number) {
  const [existing] = await tx
    .select({ id: selfScreeningQuestions.id })
    .from(selfScreeningQuestions)
    .where(eq(selfScreeningQuestions.jobId, jobId))
    .limit(1);
  if (existing) return;
  const [lead] = await tx
    .insert(selfScreeningQuestions)
    .values({ jobId, position: 0, prompt: 'Have you led a team of engineers?', choices: ['Yes', 'No'], maxSeconds: 60 })
    .returning({ id: selfScreeningQuestions.id });
  await tx.insert(selfScreeningQuestions).values([
    {
      jobId,
      parentId: lead!.id,
      followUpChoice: 'Yes',
      position: 0,
      prompt: 'How large was the team, and what did you change about how it worked?',
      maxSeconds: 60,
    },
    { jobId, position: 1, prompt: 'Tell us about a production problem you solved.', maxSeconds: 90 },
  ]);
}

async function addSlots(tx: DbOrTx, jobId: number, now: Date) {
  const [existing] = await tx
    .select({ id: interviewSlots.id })
    .from(interviewSlots)
    .where(eq(interviewSlots.jobId, jobId))
    .limit(1);
  if (existing) return;
  const base = new Date(Math.ceil((now.getTime() + DAY) / (60 * 60 * 1000)) * 60 * 60 * 1000);
  await tx.insert(interviewSlots).values(
    [0, 3, 26, 50].map((hours) => ({
      jobId,
      startsAt: new Date(base.getTime() + hours * 60 * 60 * 1000),
      durationMinutes: 30,
      capacity: 3,
    })),
  );
}

export async function seedScreeningDemo(tx: DbOrTx, now: Date) {
  const [demo] = await tx
    .select({ candidateId: candidates.id })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(sql`lower(${users.email})`, DEMO_CANDIDATE.email));
  if (!demo) return;
  // stable picks: the oldest published in-platform jobs without application-form questions
  const picks = await tx
    .select({ id: jobs.id, questions: jobs.screeningQuestions })
    .from(jobs)
    .where(and(eq(jobs.isPublished, true), eq(jobs.isExternal, false), eq(jobs.isAnonymized, false)))
    .orderBy(asc(jobs.id))
    .limit(60);
  const plain = picks.filter((job) => job.questions.length === 0).map((job) => job.id);
  const withForm = picks.find((job) => job.questions.length > 0)?.id;
  if (plain.length < 7) return;
  const [pendingJob, doneJob, assessmentJob, reviewedJob, selectedJob, completeJob] = plain as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // the job the browser journey applies to: far from the lowest ids other demo seeds take
  const journeyJob = plain[plain.length - 1]!;
  for (const jobId of [journeyJob, pendingJob, doneJob]) {
    await addVideoQuestions(tx, jobId);
    await addSlots(tx, jobId, now);
  }

  const apply = async (jobId: number, status: ApplicationStatus, daysAgo: number) => {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const [row] = await tx
      .insert(candidateJobs)
      .values({
        candidateId: demo.candidateId,
        jobId,
        status,
        source: 'T500-Direct',
        sourcer: 'T500-Direct',
        privacyPolicyStatus: true,
        createdAt: at,
        updatedAt: at,
        // the lifecycle state the step leaves it in (decision 031)
        stage: STAGE_OF[status]?.stage ?? 'applied',
      })
      .onConflictDoNothing({ target: [candidateJobs.candidateId, candidateJobs.jobId] })
      .returning({ id: candidateJobs.id });
    if (row) {
      await recordStageChange(tx, {
        applicationId: row.id,
        stage: 'applied',
        action: 'applied',
        summary: 'You applied.',
        actor: { kind: 'candidate' },
        at,
      });
      const step = STAGE_OF[status];
      if (step) {
        await recordStageChange(tx, {
          applicationId: row.id,
          ...step,
          actor: { kind: step.stage === 'screening' ? 'candidate' : 'hiring' },
          at: new Date(at.getTime() + DAY),
        });
      }
    }
    return row?.id ?? null;
  };

  if (withForm) await apply(withForm, 'AP', 1);
  await apply(pendingJob, 'PS', 2);
  const done = await apply(doneJob, 'SS', 6);
  if (done) {
    await tx.insert(selfScreenings).values({
      applicationId: done,
      candidateId: demo.candidateId,
      consentVersion: '2026-11-v1',
      consentedAt: new Date(now.getTime() - 5 * DAY),
      deviceCheckedAt: new Date(now.getTime() - 5 * DAY),
      completedAt: new Date(now.getTime() - 5 * DAY),
    });
  }
  const assessmentQuestions = [
    {
      id: 'q1',
      prompt: 'Write a function that returns the n-th Fibonacci number in linear time.',
      language: 'javascript',
      starter_code: 'export function fibonacci(n) {\n  // your code\n}\n',
    },
    {
      id: 'q2',
      prompt: 'Write a SQL query listing the three customers with the highest total order value.',
      language: 'sql',
      starter_code: 'SELECT\n',
    },
  ];
  const assigned = await apply(assessmentJob, 'AS', 8);
  if (assigned) {
    await tx.insert(assessments).values({
      applicationId: assigned,
      candidateId: demo.candidateId,
      title: 'JavaScript and SQL basics',
      instructions: 'Two short questions. Write your answers in the editor; you may also upload files.',
      questions: assessmentQuestions,
      timeLimitMinutes: 45,
      deadlineAt: new Date(now.getTime() + 7 * DAY),
      createdAt: new Date(now.getTime() - 2 * DAY),
    });
  }
  const reviewed = await apply(reviewedJob, 'AS', 15);
  if (reviewed) {
    await tx.insert(assessments).values({
      applicationId: reviewed,
      candidateId: demo.candidateId,
      title: 'Backend take-home',
      instructions: 'Answer in the editor.',
      questions: assessmentQuestions,
      timeLimitMinutes: 60,
      deadlineAt: new Date(now.getTime() - 5 * DAY),
      createdAt: new Date(now.getTime() - 12 * DAY),
      consentedAt: new Date(now.getTime() - 10 * DAY),
      endsAt: new Date(now.getTime() - 10 * DAY + 60 * 60 * 1000),
      answers: {
        q1: 'export function fibonacci(n) {\n  let [a, b] = [0, 1];\n  for (let i = 0; i < n; i++) [a, b] = [b, a + b];\n  return a;\n}\n',
        q2: 'SELECT customer_id, sum(total) AS value FROM orders GROUP BY customer_id ORDER BY value DESC LIMIT 3;',
      },
      submittedAt: new Date(now.getTime() - 10 * DAY + 40 * 60 * 1000),
      score: 86,
      result: 'passed',
      feedback: 'Correct and readable. The SQL could name its columns more clearly.',
      reviewedAt: new Date(now.getTime() - 8 * DAY),
    });
  }
  const selected = await apply(selectedJob, 'SL', 20);
  if (selected) {
    await tx.insert(mandatoryRequests).values({
      applicationId: selected,
      candidateId: demo.candidateId,
      requiredDetails: ['legal_name', 'date_of_birth', 'permanent_address'],
      requiredDocuments: ['identity_proof', 'address_proof'],
      requestedAt: new Date(now.getTime() - DAY),
      updatedAt: new Date(now.getTime() - DAY),
    });
  }
  const complete = await apply(completeJob, 'DC', 30);
  if (complete) {
    await tx.insert(mandatoryRequests).values({
      applicationId: complete,
      candidateId: demo.candidateId,
      requiredDetails: ['legal_name', 'emergency_contact'],
      requiredDocuments: [],
      details: {
        legal_name: `${DEMO_CANDIDATE.firstName} ${DEMO_CANDIDATE.lastName}`,
        emergency_contact: 'R. Verma, 9876501234',
      },
      requestedAt: new Date(now.getTime() - 10 * DAY),
      updatedAt: new Date(now.getTime() - 9 * DAY),
      completedAt: new Date(now.getTime() - 9 * DAY),
    });
  }
}
