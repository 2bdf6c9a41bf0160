// Idempotent demo data for a new install: companies and jobs are upserted by
// their natural keys, the demo candidate is created once.
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password.ts';
import type { Db } from './client.ts';
import { candidates, companies, jobs, users } from './schema/platform.ts';
import { DEMO_CANDIDATE, SEED_COMPANIES, generateSeedJobs } from './seed-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoData(db: Db, options: { jobCount?: number; now?: Date } = {}) {
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
          industry: c.industry,
          size: c.size,
          founded: c.founded,
          headquarters: c.headquarters,
          priority: c.priority,
        })),
      )
      .onConflictDoUpdate({ target: companies.slug, set: { name: sql`excluded.name` } })
      .returning({ id: companies.id, slug: companies.slug });
    const companyId = new Map(companyRows.map((row) => [row.slug, row.id]));

    const seedJobs = generateSeedJobs(options.jobCount);
    for (let start = 0; start < seedJobs.length; start += 200) {
      await tx
        .insert(jobs)
        .values(
          seedJobs.slice(start, start + 200).map(({ companySlug, daysAgo, ...job }) => ({
            ...job,
            companyId: companyId.get(companySlug)!,
            publishedAt: new Date(now.getTime() - daysAgo * DAY_MS),
            validThrough: new Date(now.getTime() + (60 - daysAgo) * DAY_MS),
          })),
        )
        .onConflictDoNothing({ target: jobs.jobCode });
    }

    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, DEMO_CANDIDATE.email));
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
      await tx.insert(candidates).values({
        userId: user!.id,
        firstName: DEMO_CANDIDATE.firstName,
        lastName: DEMO_CANDIDATE.lastName,
        phone: '9876543210',
        countryCode: 'IN',
      });
    }
  });
}
