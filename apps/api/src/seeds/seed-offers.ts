// Demo data after applying (decision 016): the demo candidate has applied to
// two jobs; one has an open offer waiting, the other an accepted offer, a pay
// (CTC) letter and a company survey waiting for answers. Made through the same
// services the candidate's and the hiring endpoints and the admin command line
// use (decision 050); skipped once the demo candidate has an offer (idempotent).
import { BRAND } from '@talent/contracts/page-shell';
import { applicationsSchemas } from '@talent/contracts/endpoints/applications.schemas';
import { createCtcService } from '../modules/offers/ctc.service.ts';
import { createOffersHiringService } from '../modules/offers/offers-hiring.service.ts';
import { createOffersService } from '../modules/offers/offers.service.ts';
import { createSurveysService } from '../modules/surveys/surveys.service.ts';
import { hasOffer } from './seed-after-apply.repo.ts';
import { oldestOpenJobs } from './seed-catalogue.repo.ts';
import type { SeedServices } from './seed-services.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const OPERATOR = { companyId: null, userId: null };

export async function seedOfferDemo(
  services: SeedServices,
  candidateId: number,
  options: { now: Date; publicUrl: string },
) {
  const { db } = services;
  const { now } = options;
  if (await hasOffer(db, candidateId)) return;

  // two jobs at two companies that take applications here and ask no screening questions
  const open = (await oldestOpenJobs(db, candidateId, 120)).filter((job) => !job.asksQuestions && !job.applied);
  const first = open[0];
  const second = open.find((job) => first && job.companyId !== first.companyId);
  if (!first || !second) return;

  const applied: number[] = [];
  for (const [job, daysAgo] of [
    [first, 12],
    [second, 5],
  ] as const) {
    const body = applicationsSchemas.apply.body.parse({ job: job.id, privacy_policy_status: true });
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    applied.push((await services.at(at, () => services.applications.apply(candidateId, body))).id);
  }

  const deps = { db, now: () => now, publicUrl: options.publicUrl };
  const offersHiring = createOffersHiringService(deps);
  await offersHiring.create(OPERATOR, {
    application_id: applied[0]!,
    role: first.title,
    start_date: new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
    location: first.location || 'Remote',
    expires_at: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
  });
  // the pay letter follows an accepted offer (decision 031): the second application's offer is accepted
  const accepted = await offersHiring.create(OPERATOR, {
    application_id: applied[1]!,
    role: second.title,
    start_date: new Date(now.getTime() + 45 * DAY_MS).toISOString().slice(0, 10),
    location: second.location || 'Remote',
    expires_at: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
  });
  await createOffersService(deps).accept(
    candidateId,
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
