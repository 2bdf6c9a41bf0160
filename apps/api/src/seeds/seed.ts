// Idempotent demo data for a new install: companies and jobs are upserted by
// their natural keys, the demo candidate is created once and their profile
// filled while it is empty (seed-demo-candidate.ts, decision 018).
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password.ts';
import type { Storage } from '../lib/storage.ts';
import type { Db } from '../db/client.ts';
import { seedDemoCandidateProfile } from './seed-demo-candidate.ts';
import { banners, promotionalCards } from '../db/schema/jobs.ts';
import { candidates, companies, jobs, users } from '../db/schema/platform.ts';
import { DEMO_CANDIDATE, SEED_COMPANIES, generateSeedJobs } from './seed-data.ts';
import { seedOfferDemo } from './seed-offers.ts';
import { seedScreeningDemo } from './seed-screening.ts';
import { seedAnalyticsDemo } from './seed-analytics.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoData(
  db: Db,
  options: {
    jobCount?: number;
    now?: Date;
    publicUrl?: string;
    storage?: Storage | undefined;
    /** Outside production: an operator account that may see the demo analytics (decision 024). */
    demoOperator?: boolean;
  } = {},
) {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const companyRows = await tx
      .insert(companies)
      .values(
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
      )
      .onConflictDoUpdate({
        target: companies.slug,
        // an install seeded before logos existed gets them; a logo set by an operator stays
        set: { name: sql`excluded.name`, logoUrl: sql`coalesce(${companies.logoUrl}, excluded.logo_url)` },
      })
      .returning({ id: companies.id, slug: companies.slug });
    const companyId = new Map(companyRows.map((row) => [row.slug, row.id]));

    const seedJobs = generateSeedJobs(options.jobCount);
    for (let start = 0; start < seedJobs.length; start += 200) {
      await tx
        .insert(jobs)
        .values(
          seedJobs.slice(start, start + 200).map(({ companySlug, daysAgo, closesInDays, ...job }) => ({
            ...job,
            companyId: companyId.get(companySlug)!,
            publishedAt: new Date(now.getTime() - daysAgo * DAY_MS),
            validThrough: new Date(now.getTime() + closesInDays * DAY_MS),
          })),
        )
        .onConflictDoNothing({ target: jobs.jobCode });
    }

    // banners and cards have no natural key: seeded only into empty tables
    if ((await tx.select({ id: banners.id }).from(banners).limit(1)).length === 0) {
      await tx.insert(banners).values([
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
      ]);
    }
    if ((await tx.select({ id: promotionalCards.id }).from(promotionalCards).limit(1)).length === 0) {
      await tx.insert(promotionalCards).values([
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
      ]);
    }

    const existing = await tx
      .select({ id: candidates.id })
      .from(users)
      .innerJoin(candidates, eq(candidates.userId, users.id))
      .where(eq(sql`lower(${users.email})`, DEMO_CANDIDATE.email));
    let demoCandidateId = existing[0]?.id;
    if (existing.length === 0) {
      const [user] = await tx
        .insert(users)
        .values({
          email: DEMO_CANDIDATE.email,
          passwordHash: await hashPassword(DEMO_CANDIDATE.password),
          firstName: DEMO_CANDIDATE.firstName,
          lastName: DEMO_CANDIDATE.lastName,
          onboardingStatus: '14',
          onboardingComplete: true,
          emailVerified: true,
        })
        .returning({ id: users.id });
      const [candidate] = await tx
        .insert(candidates)
        .values({
          userId: user!.id,
          firstName: DEMO_CANDIDATE.firstName,
          lastName: DEMO_CANDIDATE.lastName,
          phone: '9876543210',
          countryCode: 'IN',
        })
        .returning({ id: candidates.id });
      demoCandidateId = candidate!.id;
    }
    if (demoCandidateId) {
      await seedDemoCandidateProfile(tx, { candidateId: demoCandidateId, now, storage: options.storage });
    }
    await seedScreeningDemo(tx, now);
  });
  await seedOfferDemo(db, { now, publicUrl: options.publicUrl });
  await seedAnalyticsDemo(db, { now, operator: options.demoOperator ?? false });
}
