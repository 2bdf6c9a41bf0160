// Demo data after applying (decision 016): the demo candidate has applied to
// two jobs; one has an open offer waiting, the other an accepted offer, a pay
// (CTC) letter and a company survey waiting for answers. Made through the same services the
// hiring endpoints and the admin command line use; skipped once the demo
// candidate has an offer (idempotent).
import { and, asc, eq, sql } from 'drizzle-orm';
import { BRAND } from '@talent/contracts/constants';
import { DEMO_CANDIDATE } from './seed-data.ts';
import type { Db } from '../db/client.ts';
import { candidateJobs } from '../db/schema/jobs.ts';
import { offers } from '../db/schema/offers.ts';
import { candidates, companies, jobs, users } from '../db/schema/platform.ts';
import { recordStageChange } from '../modules/application-core/application-events.ts';
import { createCtcService } from '../modules/offers/ctc.service.ts';
import { createOffersService } from '../modules/offers/offers.service.ts';
import { createSurveysService } from '../modules/surveys/surveys.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const OPERATOR = { companyId: null, userId: null };

export async function seedOfferDemo(db: Db, options: { now?: Date; publicUrl?: string } = {}) {
  const now = options.now ?? new Date();
  const [candidate] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(sql`lower(${users.email})`, DEMO_CANDIDATE.email));
  if (!candidate) return;
  if ((await db.select({ id: offers.id }).from(offers).where(eq(offers.candidateId, candidate.id)).limit(1)).length)
    return;

  // two jobs at two companies that take applications here and ask no screening questions
  const open = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      location: jobs.location,
      companyId: jobs.companyId,
      company: companies.name,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        eq(jobs.isPublished, true),
        eq(jobs.isExternal, false),
        eq(jobs.isAnonymized, false),
        sql`jsonb_array_length(${jobs.screeningQuestions}) = 0`,
        sql`NOT EXISTS (SELECT 1 FROM candidate_jobs a WHERE a.job_id = ${jobs.id} AND a.candidate_id = ${candidate.id})`,
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(50);
  const first = open[0];
  const second = open.find((job) => first && job.companyId !== first.companyId);
  if (!first || !second) return;

  const applied: number[] = [];
  for (const [job, daysAgo] of [
    [first, 12],
    [second, 5],
  ] as const) {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(candidateJobs)
        .values({
          candidateId: candidate.id,
          jobId: job.id,
          status: 'PS',
          source: 'T500-Direct',
          sourcer: 'T500-Direct',
          privacyPolicyStatus: true,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: candidateJobs.id });
      await recordStageChange(tx, {
        applicationId: row!.id,
        stage: 'applied',
        action: 'applied',
        summary: `You applied for ${job.title}.`,
        actor: { kind: 'candidate' },
        at,
        keepStage: true,
      });
      applied.push(row!.id);
    });
  }

  const deps = { db, now: () => now, publicUrl: options.publicUrl ?? 'http://127.0.0.1:8080' };
  await createOffersService(deps).create(OPERATOR, {
    application_id: applied[0]!,
    role: first.title,
    start_date: new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
    location: first.location || 'Remote',
    expires_at: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
  });
  // the pay letter follows an accepted offer (decision 031): the second application's offer is accepted
  const offerService = createOffersService(deps);
  const accepted = await offerService.create(OPERATOR, {
    application_id: applied[1]!,
    role: second.title,
    start_date: new Date(now.getTime() + 45 * DAY_MS).toISOString().slice(0, 10),
    location: second.location || 'Remote',
    expires_at: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
  });
  await offerService.accept(
    candidate.id,
    { offer_id: accepted.id, version: 1 },
    { ip: '127.0.0.1', userAgent: 'seed' },
  );
  await createCtcService(deps).create(OPERATOR, {
    application_id: applied[1]!,
    currency: 'INR',
    fixed: 1_800_000,
    variable: 200_000,
    bonus: 100_000,
    other_components: [{ label: 'Joining bonus', amount: 50_000 }],
    note: 'Variable pay is paid quarterly against agreed goals. The joining bonus is paid with the first salary.',
  });
  const surveys = createSurveysService(deps);
  const survey = await surveys.create(
    { companyId: second.companyId, userId: null },
    {
      title: `How was applying to ${second.company}?`,
      description: 'Two minutes that help us improve how we hire.',
      trigger: 'after_application',
      questions: [
        { id: 'ease', kind: 'rating', label: 'How easy was it to apply?', scale: 5, required: true },
        {
          id: 'heard',
          kind: 'single',
          label: 'Where did you first hear about this job?',
          options: [`${BRAND} search`, 'A job alert e-mail', 'A friend or colleague', 'Somewhere else'],
          required: true,
        },
        {
          id: 'liked',
          kind: 'multiple',
          label: 'What did you like?',
          options: ['The job description', 'The application form', 'Hearing back quickly'],
          required: false,
        },
        { id: 'comments', kind: 'text', label: 'Anything we should improve?', required: false },
      ],
    },
  );
  await surveys.send(OPERATOR, survey.id, [applied[1]!]);
}
