// Idempotent demo data for a new install (decisions 018, 050): companies and
// jobs are upserted by their natural keys through the seed repo; the demo
// candidate's account is created once, then their profile, applications and
// what follows them go through the services (seed-demo-candidate.ts,
// seed-screening.ts, seed-offers.ts), each part while the candidate has none.
import type { Storage } from '../lib/storage.ts';
import type { Database, Db } from '../db/client.ts';
import { withStartLock } from '../db/migrate.ts';
import { hashPassword } from '../lib/password.ts';
import { seedDemoCandidateProfile } from './seed-demo-candidate.ts';
import {
  findAccount,
  insertAccount,
  insertBannersIfNone,
  insertCardsIfNone,
  insertNewJobs,
  upsertCompanies,
  type SeedBanner,
  type SeedCard,
} from './seed-catalogue.repo.ts';
import { DEMO_CANDIDATE, SEED_COMPANIES, generateSeedJobs } from './seed-data.ts';
import { seedOfferDemo } from './seed-offers.ts';
import { seedScreeningDemo } from './seed-screening.ts';
import { DEMO_OPERATOR, seedAnalyticsDemo } from './seed-analytics.ts';
import { keepQueuedMailInOutbox, queueMark } from './seed-mail.repo.ts';
import { createSeedServices } from './seed-services.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const BANNERS: SeedBanner[] = [
  {
    placement: 'home',
    title: 'Is your resume ready for applicant tracking systems?',
    body: 'Upload it to the free resume analysis and see what recruiters’ software reads.',
    linkUrl: '/analyze-resume/',
    linkText: 'Analyze my resume',
    priority: 10,
  },
  {
    placement: 'dashboard',
    title: 'Complete your profile to get better job matches',
    body: 'Candidates with a full profile hear back from companies more often.',
    linkUrl: '/profile/view/',
    linkText: 'Go to my profile',
    priority: 10,
  },
];

const CARDS: SeedCard[] = [
  {
    placement: 'home',
    title: 'Remote jobs at global companies',
    body: 'Work from anywhere for teams in Europe, the Americas and Asia.',
    linkUrl: '/jobs/?remote=true',
    linkText: 'See remote jobs',
    priority: 3,
  },
  {
    placement: 'home',
    title: 'Refer a friend, earn a reward',
    body: 'Know someone great? Refer them and earn when they are hired.',
    linkUrl: '/refer-and-earn/',
    linkText: 'Refer and earn',
    priority: 2,
  },
  {
    placement: 'home',
    title: 'Free resume analysis',
    body: 'Find out what an applicant tracking system sees in your resume.',
    linkUrl: '/analyze-resume/',
    linkText: 'Try it free',
    priority: 1,
  },
];

export async function seedDemoData(
  db: Db,
  options: {
    jobCount?: number;
    now?: Date;
    publicUrl?: string;
    /** The file-signing secret, so the links in the e-mails the demo's steps send open (seed-services.ts). */
    signingSecret?: string;
    storage?: Storage | undefined;
    /** Outside production: an operator account that may see the demo analytics (decision 024). */
    demoOperator?: boolean;
  } = {},
) {
  const now = options.now ?? new Date();
  const publicUrl = options.publicUrl ?? 'http://127.0.0.1:8080';
  await db.transaction(async (tx) => {
    const companyId = await upsertCompanies(
      tx,
      SEED_COMPANIES.map((c) => ({
        slug: c.slug,
        name: c.name,
        shortDescription: c.shortDescription,
        about: `<p>${c.shortDescription}</p><p>Founded in ${c.founded}, headquartered in ${c.headquarters}.</p>`,
        website: c.website,
        logoUrl: c.logoUrl,
        industry: c.industry,
        size: c.size,
        founded: c.founded,
        headquarters: c.headquarters,
        priority: c.priority,
      })),
    );
    await insertNewJobs(
      tx,
      generateSeedJobs(options.jobCount).map(({ companySlug, daysAgo, closesInDays, ...job }) => ({
        ...job,
        companyId: companyId.get(companySlug)!,
        publishedAt: new Date(now.getTime() - daysAgo * DAY_MS),
        validThrough: new Date(now.getTime() + closesInDays * DAY_MS),
      })),
    );
    await insertBannersIfNone(tx, BANNERS);
    await insertCardsIfNone(tx, CARDS);
  });

  const mark = await queueMark(db);
  const demo = (await findAccount(db, DEMO_CANDIDATE.email)) ?? (await createDemoCandidate(db));
  const services = createSeedServices(db, now, {
    publicUrl,
    signingSecret: options.signingSecret,
    storage: options.storage,
  });
  await seedDemoCandidateProfile(services, demo, now);
  await seedScreeningDemo(services, demo.candidateId, now);
  await seedOfferDemo(services, demo.candidateId, { now, publicUrl });
  await seedAnalyticsDemo(db, { now, operator: options.demoOperator ?? false });
  await keepQueuedMailInOutbox(db, [DEMO_CANDIDATE.email, DEMO_OPERATOR.email], mark);
}

/**
 * The demo data a start seeds: one start at a time on a database, so two
 * instances starting together on a new database do not both create it.
 */
export function seedOnStart(database: Database, options: Parameters<typeof seedDemoData>[1] = {}) {
  return withStartLock(database, 'seeds', () => seedDemoData(database.db, options));
}

/** The demo candidate's account: signed up, verified and onboarded; the profile is filled through the services. */
async function createDemoCandidate(db: Db) {
  const passwordHash = await hashPassword(DEMO_CANDIDATE.password);
  return db.transaction((tx) =>
    insertAccount(tx, {
      user: {
        email: DEMO_CANDIDATE.email,
        passwordHash,
        firstName: DEMO_CANDIDATE.firstName,
        lastName: DEMO_CANDIDATE.lastName,
      },
      candidate: {
        firstName: DEMO_CANDIDATE.firstName,
        lastName: DEMO_CANDIDATE.lastName,
        phone: '9876543210',
        countryCode: 'IN',
      },
    }),
  );
}
