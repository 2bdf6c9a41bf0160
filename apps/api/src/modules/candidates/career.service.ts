// The candidate's career history (spec 02 §3–§5): experience, degrees and
// certificates, each item checked against its own dates and the candidate's
// date of birth.
import { startBeforeBirthIssue } from '@talent/contracts/date-rules';
import {
  experienceDateIssues,
  qualificationDateIssues,
  qualificationTypeOf,
  type Experience,
  type ExperienceFieldsSchema,
  type Qualification,
  type QualificationFieldsSchema,
} from '@talent/contracts/profile';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fieldErrors, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text-sanitizer.ts';
import * as repo from './candidates.repo.ts';

export interface CareerServiceDeps {
  db: Db;
  now: () => Date;
  /** Called in the transaction of an experience change: the latest roles' titles are what 'Jobs for you' looks for (decision 038). */
  profileChanged?: (tx: DbOrTx, candidateId: number) => Promise<void>;
}

type ExperienceFields = z.output<typeof ExperienceFieldsSchema>;
type QualificationFields = z.output<typeof QualificationFieldsSchema>;

export function createCareerService(deps: CareerServiceDeps) {
  const { db, now } = deps;

  const experienceValues = (fields: Partial<ExperienceFields>): Partial<repo.ExperienceValues> => {
    const out: Partial<repo.ExperienceValues> = {};
    if (fields.title !== undefined) out.title = fields.title;
    if (fields.company_name !== undefined) out.companyName = fields.company_name;
    if (fields.experience_roles !== undefined) out.experienceRoles = fields.experience_roles;
    if (fields.employment_type !== undefined) out.employmentType = fields.employment_type;
    if (fields.location !== undefined) out.location = fields.location;
    if (fields.salary !== undefined) out.salary = fields.salary;
    if (fields.salary_currency !== undefined) out.salaryCurrency = fields.salary_currency;
    if (fields.duration_start !== undefined) out.durationStart = fields.duration_start;
    if (fields.duration_end !== undefined) out.durationEnd = fields.duration_end;
    if (fields.is_current !== undefined) out.isCurrent = fields.is_current;
    if (fields.description !== undefined) out.description = sanitizeRichText(fields.description);
    return out;
  };

  /** No job starts before its holder was born (date-rules.ts), when a date of birth is known. */
  async function checkStartAfterBirth(candidateId: number, start: string | undefined, within: DbOrTx = db) {
    if (!start) return;
    const issue = startBeforeBirthIssue(start, await repo.birthDateOf(within, candidateId));
    if (issue) throw fieldErrors({ duration_start: issue });
  }

  async function addExperience(candidateId: number, fields: ExperienceFields): Promise<Experience> {
    await checkStartAfterBirth(candidateId, fields.duration_start);
    return db.transaction(async (tx) => {
      const added = await repo.insertExperience(
        tx,
        candidateId,
        experienceValues(fields) as repo.ExperienceValues,
        now(),
      );
      await deps.profileChanged?.(tx, candidateId);
      return added;
    });
  }

  async function updateExperience(candidateId: number, id: number, patch: Partial<ExperienceFields>) {
    return db.transaction(async (tx) => {
      const current = await repo.findExperienceForUpdate(tx, candidateId, id);
      if (!current) throw notFound();
      const merged = { ...current, ...definedOnly(patch) };
      // turning a role into the current one drops its end date
      if (patch.is_current === true && patch.duration_end === undefined) merged.duration_end = null;
      const [issue] = experienceDateIssues(merged, now());
      if (issue) throw fieldErrors({ [issue.path]: issue.message });
      await checkStartAfterBirth(candidateId, merged.duration_start, tx);
      const values = experienceValues({ ...patch, duration_end: merged.duration_end });
      const updated = await repo.updateExperience(tx, candidateId, id, values, now());
      if (!updated) throw notFound();
      await deps.profileChanged?.(tx, candidateId);
      return updated;
    });
  }

  async function deleteExperience(candidateId: number, id: number) {
    await db.transaction(async (tx) => {
      if (!(await repo.deleteExperience(tx, candidateId, id))) throw notFound();
      await deps.profileChanged?.(tx, candidateId);
    });
  }

  // ------------------------------------------------------------ qualifications

  const qualificationValues = (fields: Partial<QualificationFields>): Partial<repo.QualificationValues> => {
    const out: Partial<repo.QualificationValues> = {};
    if (fields.education_type !== undefined) {
      out.educationType = fields.education_type;
      out.qualificationType = qualificationTypeOf(fields.education_type);
    }
    if (fields.name !== undefined) out.name = fields.name;
    if (fields.institution !== undefined) out.institution = fields.institution;
    if (fields.field_of_study !== undefined) out.fieldOfStudy = fields.field_of_study;
    if (fields.grade !== undefined) out.grade = fields.grade;
    if (fields.country !== undefined) out.country = fields.country;
    if (fields.duration_start !== undefined) out.durationStart = fields.duration_start;
    if (fields.duration_end !== undefined) out.durationEnd = fields.duration_end;
    return out;
  };

  async function addQualification(candidateId: number, fields: QualificationFields): Promise<Qualification> {
    return repo.insertQualification(db, candidateId, qualificationValues(fields) as repo.QualificationValues, now());
  }

  /** A change of education_type between certificate and degree moves the item between the two lists. */
  async function updateQualification(candidateId: number, id: number, patch: Partial<QualificationFields>) {
    return db.transaction(async (tx) => {
      const current = await repo.findQualificationForUpdate(tx, candidateId, id);
      if (!current) throw notFound();
      const issues = qualificationDateIssues({ ...current, ...definedOnly(patch) });
      if (issues.length) throw fieldErrors({ duration_end: issues[0]!.message });
      const updated = await repo.updateQualification(tx, candidateId, id, qualificationValues(patch), now());
      if (!updated) throw notFound();
      return updated;
    });
  }

  async function deleteQualification(candidateId: number, id: number, list: 'degree' | 'certificate') {
    if (!(await repo.deleteQualification(db, candidateId, id, list))) throw notFound();
  }

  return {
    addExperience,
    updateExperience,
    deleteExperience,
    addQualification,
    updateQualification,
    deleteQualification,
  };
}

export type CareerService = ReturnType<typeof createCareerService>;

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
