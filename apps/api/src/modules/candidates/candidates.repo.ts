// Queries of the candidates module. Rows are mapped to contract types
// explicitly; storage keys stay on the server (the service turns them into
// signed links).
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Experience, Qualification } from '@talent/contracts/profile';
import type { DbOrTx } from '../../db/client.ts';
import { phoneOtps } from '../../db/schema/auth.ts';
import { candidateExperiences, candidateQualifications } from '../../db/schema/candidates.ts';
import { candidates, users } from '../../db/schema/platform.ts';
import { mandatoryRequests } from '../../db/schema/screening.ts';

export type CandidateRow = typeof candidates.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type CandidateChanges = Partial<Omit<typeof candidates.$inferInsert, 'id' | 'userId' | 'createdAt'>>;
export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'onboardingStatus' | 'onboardingComplete' | 'backPage' | 'marketingEmailConsent'
  >
>;
export type ExperienceValues = Omit<
  typeof candidateExperiences.$inferInsert,
  'id' | 'candidateId' | 'createdAt' | 'updatedAt'
>;
export type QualificationValues = Omit<
  typeof candidateQualifications.$inferInsert,
  'id' | 'candidateId' | 'createdAt' | 'updatedAt'
>;

export async function findCandidate(db: DbOrTx, candidateId: number) {
  const [row] = await db
    .select({ candidate: candidates, user: users })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.id, candidateId))
    .limit(1);
  return row ?? null;
}

/**
 * The candidate and their account with whether their current number was
 * confirmed, in one statement: the profile read asks it on every signed-in
 * page (decision 039).
 */
export async function findCandidateWithPhone(db: DbOrTx, candidateId: number) {
  const [row] = await db
    .select({
      candidate: candidates,
      user: users,
      phoneVerified: sql<boolean>`exists (select 1 from ${phoneOtps} where ${phoneOtps.userId} = ${users.id}
        and ${phoneOtps.phone} = ${candidates.phone} and ${phoneOtps.phoneLocation} = ${candidates.phoneLocation}
        and ${phoneOtps.verifiedAt} is not null)`,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.id, candidateId))
    .limit(1);
  return row ? { ...row, phoneVerified: Boolean(row.phoneVerified) } : null;
}

/** Serialises changes to one candidate's profile, so rules across fields see the latest values. */
export async function lockCandidate(db: DbOrTx, candidateId: number): Promise<boolean> {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for('update');
  return rows.length > 0;
}

export async function updateCandidate(db: DbOrTx, candidateId: number, changes: CandidateChanges, now: Date) {
  await db
    .update(candidates)
    .set({ ...changes, updatedAt: now })
    .where(eq(candidates.id, candidateId));
}

export async function updateUser(db: DbOrTx, userId: string, changes: UserChanges, now: Date) {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}

/** The file keys before a change, so the replaced file can be removed after commit. */
export async function fileKeysOf(db: DbOrTx, candidateId: number) {
  const [row] = await db
    .select({ resumeKey: candidates.resumeKey, profileImageKey: candidates.profileImageKey })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for('update');
  return row ?? null;
}

/** The file a signed link points to, only while it is still the candidate's current one. */
export async function findFileOwner(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      candidateId: candidates.id,
      resumeKey: candidates.resumeKey,
      resumeFilename: candidates.resumeFilename,
      resumeContentType: candidates.resumeContentType,
      profileImageKey: candidates.profileImageKey,
    })
    .from(candidates)
    .where(or(eq(candidates.resumeKey, key), eq(candidates.profileImageKey, key)))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- experience

const toExperience = (row: typeof candidateExperiences.$inferSelect): Experience => ({
  id: row.id,
  title: row.title,
  company_name: row.companyName,
  experience_roles: row.experienceRoles,
  employment_type: row.employmentType,
  location: row.location,
  salary: row.salary,
  salary_currency: row.salaryCurrency,
  duration_start: row.durationStart,
  duration_end: row.durationEnd,
  is_current: row.isCurrent,
  description: row.description,
  created_at: row.createdAt.toISOString(),
});

/** Current roles first, then the most recent start. */
export async function listExperiences(db: DbOrTx, candidateId: number): Promise<Experience[]> {
  const rows = await db
    .select()
    .from(candidateExperiences)
    .where(eq(candidateExperiences.candidateId, candidateId))
    .orderBy(
      desc(candidateExperiences.isCurrent),
      desc(candidateExperiences.durationStart),
      asc(candidateExperiences.id),
    );
  return rows.map(toExperience);
}

/** The date of birth the candidate last gave a hiring team (mandatory details), if any. */
export async function birthDateOf(db: DbOrTx, candidateId: number): Promise<string | null> {
  const [row] = await db
    .select({ birth: sql<string | null>`${mandatoryRequests.details} ->> 'date_of_birth'` })
    .from(mandatoryRequests)
    .where(and(eq(mandatoryRequests.candidateId, candidateId), sql`${mandatoryRequests.details} ? 'date_of_birth'`))
    .orderBy(desc(mandatoryRequests.updatedAt))
    .limit(1);
  return row?.birth || null;
}

/** The item, locked for the rest of the transaction (its dates are checked against the change). */
export async function findExperienceForUpdate(db: DbOrTx, candidateId: number, id: number): Promise<Experience | null> {
  const [row] = await db
    .select()
    .from(candidateExperiences)
    .where(and(eq(candidateExperiences.id, id), eq(candidateExperiences.candidateId, candidateId)))
    .for('update');
  return row ? toExperience(row) : null;
}

export async function insertExperience(db: DbOrTx, candidateId: number, values: ExperienceValues, now: Date) {
  const [row] = await db
    .insert(candidateExperiences)
    .values({ ...values, candidateId, createdAt: now, updatedAt: now })
    .returning();
  return toExperience(row!);
}

export async function updateExperience(
  db: DbOrTx,
  candidateId: number,
  id: number,
  values: Partial<ExperienceValues>,
  now: Date,
) {
  const [row] = await db
    .update(candidateExperiences)
    .set({ ...values, updatedAt: now })
    .where(and(eq(candidateExperiences.id, id), eq(candidateExperiences.candidateId, candidateId)))
    .returning();
  return row ? toExperience(row) : null;
}

export async function deleteExperience(db: DbOrTx, candidateId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(candidateExperiences)
    .where(and(eq(candidateExperiences.id, id), eq(candidateExperiences.candidateId, candidateId)))
    .returning({ id: candidateExperiences.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- qualifications

const toQualification = (row: typeof candidateQualifications.$inferSelect): Qualification => ({
  id: row.id,
  qualification_type: row.qualificationType,
  education_type: row.educationType,
  name: row.name,
  institution: row.institution,
  field_of_study: row.fieldOfStudy,
  grade: row.grade,
  country: row.country,
  duration_start: row.durationStart,
  duration_end: row.durationEnd,
  created_at: row.createdAt.toISOString(),
});

/** spec 02 §3: newest first by created_at. */
export async function listQualifications(db: DbOrTx, candidateId: number): Promise<Qualification[]> {
  const rows = await db
    .select()
    .from(candidateQualifications)
    .where(eq(candidateQualifications.candidateId, candidateId))
    .orderBy(desc(candidateQualifications.createdAt), desc(candidateQualifications.id));
  return rows.map(toQualification);
}

export async function findQualificationForUpdate(
  db: DbOrTx,
  candidateId: number,
  id: number,
): Promise<Qualification | null> {
  const [row] = await db
    .select()
    .from(candidateQualifications)
    .where(and(eq(candidateQualifications.id, id), eq(candidateQualifications.candidateId, candidateId)))
    .for('update');
  return row ? toQualification(row) : null;
}

export async function insertQualification(db: DbOrTx, candidateId: number, values: QualificationValues, now: Date) {
  const [row] = await db
    .insert(candidateQualifications)
    .values({ ...values, candidateId, createdAt: now, updatedAt: now })
    .returning();
  return toQualification(row!);
}

export async function updateQualification(
  db: DbOrTx,
  candidateId: number,
  id: number,
  values: Partial<QualificationValues>,
  now: Date,
) {
  const [row] = await db
    .update(candidateQualifications)
    .set({ ...values, updatedAt: now })
    .where(and(eq(candidateQualifications.id, id), eq(candidateQualifications.candidateId, candidateId)))
    .returning();
  return row ? toQualification(row) : null;
}

export async function deleteQualification(
  db: DbOrTx,
  candidateId: number,
  id: number,
  list: 'degree' | 'certificate',
): Promise<boolean> {
  const rows = await db
    .delete(candidateQualifications)
    .where(
      and(
        eq(candidateQualifications.id, id),
        eq(candidateQualifications.candidateId, candidateId),
        eq(candidateQualifications.qualificationType, list),
      ),
    )
    .returning({ id: candidateQualifications.id });
  return rows.length > 0;
}

/** The candidate's stored resume: its key, name and type (decision 027: proposals read from it). */
export async function resumeFileOf(db: DbOrTx, candidateId: number) {
  const [row] = await db
    .select({ key: candidates.resumeKey, filename: candidates.resumeFilename })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .limit(1);
  return row?.key ? { key: row.key, filename: row.filename } : null;
}
