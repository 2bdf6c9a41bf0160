// What every module after applying reads about an application and its
// candidate (applications, screening, offers, surveys): shared read queries,
// so no module reaches into another module's repository.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { candidateJobs } from './schema/jobs.ts';
import { candidates, companies, jobs, users } from './schema/platform.ts';

export type ApplicationRow = typeof candidateJobs.$inferSelect;

export async function findApplication(db: DbOrTx, id: number): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(candidateJobs).where(eq(candidateJobs.id, id));
  return row ?? null;
}

export async function candidateFacts(db: DbOrTx, candidateId: number) {
  const [row] = await db
    .select({
      countryCode: candidates.countryCode,
      email: users.email,
      firstName: candidates.firstName,
      userActive: users.isActive,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.id, candidateId));
  return row ?? null;
}

/** What a letter or an e-mail needs to know about an application. */
export interface ApplicationFacts {
  applicationId: number;
  candidateId: number;
  status: string;
  stage: string;
  jobTitle: string;
  companyId: number;
  companyName: string;
  companySlug: string;
  candidateName: string;
  candidateEmail: string;
}

export async function applicationFacts(db: DbOrTx, applicationId: number): Promise<ApplicationFacts | null> {
  const [row] = await db
    .select({
      applicationId: candidateJobs.id,
      candidateId: candidateJobs.candidateId,
      status: candidateJobs.status,
      stage: candidateJobs.stage,
      jobTitle: jobs.title,
      companyId: companies.id,
      companyName: companies.name,
      companySlug: companies.slug,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      candidateEmail: users.email,
    })
    .from(candidateJobs)
    .innerJoin(jobs, eq(jobs.id, candidateJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(candidates, eq(candidates.id, candidateJobs.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidateJobs.id, applicationId));
  if (!row) return null;
  const { firstName, lastName, ...rest } = row;
  return { ...rest, candidateName: [firstName, lastName].filter(Boolean).join(' ').trim() || row.candidateEmail };
}
