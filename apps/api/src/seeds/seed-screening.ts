// Demo data after applying (decision 015): video questions, interview slots
// and one application of the demo candidate at each stage, so every screen
// can be seen after `npm start`. Each application is made through the
// applications service at its date and moved on through the lifecycle from the
// state it is in (decision 050); what the hiring team asked (the assessment,
// the documents) is written as it stands at the demo's dates. Idempotent:
// applications are keyed by (candidate, job); questions, slots and the rest
// are added only once.
import { applicationsSchemas } from '@talent/contracts/endpoints/applications.schemas';
import { pathTo } from '@talent/contracts/routes';
import type { DbOrTx } from '../db/client.ts';
import { changeApplicationStatus, type StatusChange } from '../modules/application-core/application-status.ts';
import { OPEN_STATUSES } from '../modules/screening/screening-access.ts';
import {
  addSlots,
  addVideoQuestions,
  insertAssessment,
  insertDocumentsRequest,
  insertSelfScreening,
} from './seed-after-apply.repo.ts';
import { oldestOpenJobs } from './seed-catalogue.repo.ts';
import { DEMO_CANDIDATE } from './seed-data.ts';
import type { SeedServices } from './seed-services.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const ASSESSMENT_QUESTIONS = [
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

/** The moves the hiring team's and the candidate's services make, as the demo takes them (their words and links). */
const sendAssessment = (applicationId: number, assessment: { id: number; title: string; deadline: Date }) =>
  ({
    from: ['AP', 'PS', 'SC', 'SS'],
    to: 'AS',
    actor: { kind: 'system' },
    lifecycle: { state: 'assessment', link: pathTo('codingAssessment', { candidateJobId: applicationId }) },
    action: 'requested',
    summary: `The hiring team sent you a coding assessment: “${assessment.title}”.`,
    subject: { kind: 'assessment', id: assessment.id },
    dueAt: assessment.deadline,
  }) satisfies Omit<StatusChange, 'applicationId' | 'at'>;
const askDocuments = (applicationId: number) =>
  ({
    from: ['AP', 'PS', 'SC', 'SS', 'AS', 'DC'],
    to: 'SL',
    actor: { kind: 'system' },
    lifecycle: { state: 'documents', link: pathTo('mandatoryDetails', { jobApplicationId: applicationId }) },
    action: 'requested',
    summary: 'You were selected. The hiring team asks for a few details and documents.',
    subject: { kind: 'documents', id: applicationId },
  }) satisfies Omit<StatusChange, 'applicationId' | 'at'>;

export async function seedScreeningDemo(services: SeedServices, candidateId: number, now: Date) {
  const { db } = services;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  // stable picks: the oldest published in-platform jobs without application-form questions
  const picks = await oldestOpenJobs(db, candidateId, 60);
  const plain = picks.filter((job) => !job.asksQuestions);
  const withForm = picks.find((job) => job.asksQuestions);
  if (plain.length < 7) return;
  const [pendingJob, doneJob, assessmentJob, reviewedJob, selectedJob, completeJob] = plain as [
    (typeof plain)[number],
    ...(typeof plain)[number][],
  ];
  // the job the browser journey applies to: far from the lowest ids other demo seeds take
  const journeyJob = plain[plain.length - 1]!;
  const base = Math.ceil((now.getTime() + DAY) / HOUR) * HOUR;
  await db.transaction(async (tx) => {
    for (const job of [journeyJob, pendingJob, doneJob!]) {
      await addVideoQuestions(tx, job.id);
      await addSlots(
        tx,
        job.id,
        [0, 3, 26, 50].map((hours) => new Date(base + hours * HOUR)),
      );
    }
  });

  /** Applies at `daysAgo` (the status is the apply rule's), unless the demo has applied to the job. */
  const apply = async (job: (typeof plain)[number] | undefined, daysAgo: number) => {
    if (!job || job.applied) return null;
    const body = applicationsSchemas.apply.body.parse({ job: job.id, privacy_policy_status: true });
    const { id } = await services.at(ago(daysAgo), () => services.applications.apply(candidateId, body));
    return id;
  };
  /** One step, in one transaction with what it writes first; refused (and nothing written) from the wrong state. */
  const step = (
    applicationId: number,
    at: Date,
    write: (tx: DbOrTx) => Promise<Omit<StatusChange, 'applicationId' | 'at'>>,
  ) =>
    db.transaction(async (tx) => {
      const change = await write(tx);
      if (!(await changeApplicationStatus(tx, { ...change, applicationId, at }))) {
        throw new Error(`The demo application ${applicationId} cannot move from its status to ${change.to}.`);
      }
    });

  await apply(withForm, 1);
  await apply(pendingJob, 2);
  const done = await apply(doneJob, 6);
  if (done) {
    await step(done, ago(5), async (tx) => {
      await insertSelfScreening(tx, {
        applicationId: done,
        candidateId,
        consentVersion: '2026-11-v1',
        consentedAt: ago(5),
        deviceCheckedAt: ago(5),
        completedAt: ago(5),
      });
      return {
        from: OPEN_STATUSES,
        to: 'SS',
        actor: { kind: 'candidate' },
        lifecycle: { step: 'video_submitted' },
        action: 'completed',
        summary: 'You completed the self-screening.',
        subject: { kind: 'screening', id: done },
      };
    });
  }
  const assigned = await apply(assessmentJob, 8);
  if (assigned) {
    await step(assigned, ago(2), async (tx) => {
      const assessment = { title: 'JavaScript and SQL basics', deadline: new Date(now.getTime() + 7 * DAY) };
      const id = await insertAssessment(tx, {
        applicationId: assigned,
        candidateId,
        title: assessment.title,
        instructions: 'Two short questions. Write your answers in the editor; you may also upload files.',
        questions: ASSESSMENT_QUESTIONS,
        timeLimitMinutes: 45,
        deadlineAt: assessment.deadline,
        createdAt: ago(2),
      });
      return sendAssessment(assigned, { ...assessment, id });
    });
  }
  const reviewed = await apply(reviewedJob, 15);
  if (reviewed) {
    await step(reviewed, ago(12), async (tx) => {
      const assessment = { title: 'Backend take-home', deadline: ago(5) };
      const id = await insertAssessment(tx, {
        applicationId: reviewed,
        candidateId,
        title: assessment.title,
        instructions: 'Answer in the editor.',
        questions: ASSESSMENT_QUESTIONS,
        timeLimitMinutes: 60,
        deadlineAt: assessment.deadline,
        createdAt: ago(12),
        consentedAt: ago(10),
        endsAt: new Date(ago(10).getTime() + HOUR),
        answers: {
          q1: 'export function fibonacci(n) {\n  let [a, b] = [0, 1];\n  for (let i = 0; i < n; i++) [a, b] = [b, a + b];\n  return a;\n}\n',
          q2: 'SELECT customer_id, sum(total) AS value FROM orders GROUP BY customer_id ORDER BY value DESC LIMIT 3;',
        },
        submittedAt: new Date(ago(10).getTime() + 40 * 60 * 1000),
        score: 86,
        result: 'passed',
        feedback: 'Correct and readable. The SQL could name its columns more clearly.',
        reviewedAt: ago(8),
      });
      return sendAssessment(reviewed, { ...assessment, id });
    });
  }
  const selected = await apply(selectedJob, 20);
  if (selected) {
    await step(selected, ago(1), async (tx) => {
      await insertDocumentsRequest(tx, {
        applicationId: selected,
        candidateId,
        requiredDetails: ['legal_name', 'date_of_birth', 'permanent_address'],
        requiredDocuments: ['identity_proof', 'address_proof'],
        requestedAt: ago(1),
        updatedAt: ago(1),
      });
      return askDocuments(selected);
    });
  }
  const complete = await apply(completeJob, 30);
  if (complete) {
    await step(complete, ago(10), async (tx) => {
      await insertDocumentsRequest(tx, {
        applicationId: complete,
        candidateId,
        requiredDetails: ['legal_name', 'emergency_contact'],
        requiredDocuments: [],
        details: {
          legal_name: `${DEMO_CANDIDATE.firstName} ${DEMO_CANDIDATE.lastName}`,
          emergency_contact: 'R. Verma, 9876501234',
        },
        requestedAt: ago(10),
        updatedAt: ago(9),
        completedAt: ago(9),
      });
      return askDocuments(complete);
    });
    // every detail given a day later: the candidate's step (the documents service's words)
    await step(complete, ago(9), async () => ({
      from: ['SL'],
      to: 'DC',
      actor: { kind: 'candidate', userId: null },
      lifecycle: { step: 'documents_completed' },
      action: 'submitted',
      summary: 'You gave every detail and document the hiring team asked for.',
      subject: { kind: 'documents', id: complete },
    }));
  }
}
