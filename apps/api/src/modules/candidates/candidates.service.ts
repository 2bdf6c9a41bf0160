// The rules of the candidate profile (spec 01 §3–§4, spec 02 §3–§5, §9):
// the whole profile with its completeness, partial updates checked across
// fields, onboarding status, experience and qualification lists, and the
// resume and profile image files with their signed links.
import { Messages } from '@talent/contracts/messages';
import { startBeforeBirthIssue } from '@talent/contracts/date-rules';
import { MAGIC_RESUME_TTL_SECONDS, magicResumeKey, magicResumePagePath } from '@talent/contracts/magic-link';
import type { FastifyBaseLogger } from 'fastify';
import { ONBOARDING_FINISHED } from '@talent/contracts/onboarding';
import {
  experienceDateIssues,
  profileCompleteness,
  ProfileMessages,
  profileRuleIssues,
  qualificationDateIssues,
  qualificationTypeOf,
  type CandidatePatch,
  type CandidatePatchResponse,
  type CandidateProfile,
  type DocumentField,
  type Experience,
  type OnboardingStatusResponse,
  type OnboardingStatusStored,
  type Qualification,
} from '@talent/contracts/profile';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_RESUME_MAX_BYTES, TAKE_TWO_CAMPAIGN } from '@talent/contracts/constants';
import type { z } from 'zod';
import type { ExperienceFieldsSchema, QualificationFieldsSchema } from '@talent/contracts/profile';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fieldErrors, HttpError, notFound } from '../../lib/errors.ts';
import type { Storage, createUrlSigner } from '../../lib/storage.ts';
import * as repo from './candidates.repo.ts';
import {
  cleanFilename,
  CONTENT_TYPES,
  IMAGE_KINDS,
  inspectUpload,
  RESUME_KINDS,
  resumeKindFromName,
  sniffKind,
} from '../../lib/file-inspection.ts';
import { sanitizeRichText } from '../../lib/rich-text-sanitizer.ts';

export const FILE_LINK_PATH = '/api/v2/users/candidate/files/';
/** Signed links live long enough for a page visit; the profile signs fresh ones on every load. */
export const FILE_LINK_TTL_SECONDS = 3600;

export interface CandidatesServiceDeps {
  db: Db;
  storage: Storage;
  urlSigner: ReturnType<typeof createUrlSigner>;
  now: () => Date;
  /** Called in the transaction that changed the profile's columns (composition.ts queues the 'Jobs for you' ranking). */
  profileChanged?: (tx: DbOrTx, candidateId: number) => Promise<void>;
}

export interface UploadedFile {
  data: Buffer;
  filename: string;
}

export interface ServedFile {
  data: Buffer;
  contentType: string;
  filename: string;
  inline: boolean;
}

type ExperienceFields = z.output<typeof ExperienceFieldsSchema>;
type QualificationFields = z.output<typeof QualificationFieldsSchema>;

/** spec 01 §4: these statuses send the user back to the onboarding profile step. */
const BACK_PAGE_STATUSES = new Set(['PHONE_VERIFIED', 'APPLIED_TO_JOB']);

const toCents = (value: string | null) => (value === null ? 0 : Math.round(Number(value) * 100));
const fromCents = (cents: number) => (cents / 100).toFixed(2);

/** Where a PATCH field is kept. first_name and last_name live on both rows (the user row feeds sign-in and mail). */
const CANDIDATE_COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  gender: 'gender',
  phone: 'phone',
  phone_location: 'phoneLocation',
  current_location: 'currentLocation',
  current_annual_salary: 'currentAnnualSalary',
  current_salary_currency: 'currentSalaryCurrency',
  expected_salary: 'expectedSalary',
  expected_salary_currency: 'expectedSalaryCurrency',
  expected_salary_from: 'expectedSalaryFrom',
  expected_salary_to: 'expectedSalaryTo',
  desired_salary: 'desiredSalary',
  fixed_salary: 'fixedSalary',
  variable_salary: 'variableSalary',
  bonus_salary: 'bonusSalary',
  fixed_ctc: 'fixedCtc',
  other_ctc_components: 'otherCtcComponents',
  eops: 'eops',
  perks_and_benefits: 'perksAndBenefits',
  notice_period: 'noticePeriod',
  serving_notice_period: 'servingNoticePeriod',
  last_working_date_of_notice_period: 'lastWorkingDateOfNoticePeriod',
  joining_range: 'joiningRange',
  number_of_days: 'numberOfDays',
  looking_for_role: 'lookingForRole',
  experience_years: 'experienceYears',
  experience_months: 'experienceMonths',
  is_fresher: 'isFresher',
  skills: 'skills',
  preferred_country: 'preferredCountry',
  preferred_locations: 'preferredLocations',
  open_to_remote_work: 'openToRemoteWork',
  job_type: 'jobType',
  job_nature: 'jobNature',
  job_profile_preference: 'jobProfilePreference',
  linkedIn: 'linkedin',
  stack_overflow: 'stackOverflow',
  github: 'github',
  portfolio_link: 'portfolioLink',
  is_confirm: 'isConfirm',
} as const satisfies Partial<Record<keyof CandidatePatch, keyof repo.CandidateChanges>>;

/** What a resume upload or deletion changes. */
const RESUME_FIELDS = ['resume_link', 'resume_pdf_link', 'resume_filename', 'resume_file_id', 's3_resume_file_size'];

/** The id a candidate names their stored resume by: the random file name the storage gave it (decision 027). */
export const resumeFileIdOf = (key: string | null) =>
  key ? (/([0-9a-f-]{36})\.[a-z0-9]+$/.exec(key)?.[1] ?? null) : null;

/** Fields whose change also changes total_salary. */
const SALARY_PARTS = new Set([
  'fixed_salary',
  'variable_salary',
  'bonus_salary',
  'current_annual_salary',
  'current_salary_currency',
]);

export function createCandidatesService(deps: CandidatesServiceDeps) {
  const { db, storage, urlSigner, now } = deps;

  function signedLink(key: string | null): string | null {
    if (!key) return null;
    const { expires, signature } = urlSigner.sign(key, FILE_LINK_TTL_SECONDS, now().getTime());
    const query = new URLSearchParams({ key, expires: String(expires), signature });
    return `${FILE_LINK_PATH}?${query.toString()}`;
  }

  function toProfile(
    candidate: repo.CandidateRow,
    user: repo.UserRow,
    experience: Experience[],
    qualifications: Qualification[],
    phoneVerified: boolean,
  ): CandidateProfile {
    const resumeLink = signedLink(candidate.resumeKey);
    const parts = [candidate.fixedSalary, candidate.variableSalary, candidate.bonusSalary];
    const total = parts.some((part) => part !== null)
      ? fromCents(parts.reduce((sum, part) => sum + toCents(part), 0))
      : candidate.currentAnnualSalary;
    const profile: Omit<CandidateProfile, 'profile_completeness'> = {
      id: candidate.id,
      first_name: candidate.firstName,
      last_name: candidate.lastName,
      gender: candidate.gender,
      phone: candidate.phone,
      phone_location: candidate.phoneLocation,
      phone_verified: phoneVerified,
      current_location: candidate.currentLocation,
      country_code: candidate.countryCode,
      marketing_email_consent: user.marketingEmailConsent,
      workflow_status: candidate.workflowStatus,
      interviewSlotsSelected: candidate.interviewSlotsSelected,
      interviewSlotsConfirmed: candidate.interviewSlotsConfirmed,
      current_annual_salary: candidate.currentAnnualSalary,
      current_salary_currency: candidate.currentSalaryCurrency,
      expected_salary: candidate.expectedSalary,
      expected_salary_currency: candidate.expectedSalaryCurrency,
      expected_salary_from: candidate.expectedSalaryFrom,
      expected_salary_to: candidate.expectedSalaryTo,
      desired_salary: candidate.desiredSalary,
      fixed_salary: candidate.fixedSalary,
      variable_salary: candidate.variableSalary,
      bonus_salary: candidate.bonusSalary,
      fixed_ctc: candidate.fixedCtc,
      other_ctc_components: candidate.otherCtcComponents,
      total_salary: { amount: total, currency: candidate.currentSalaryCurrency },
      eops: candidate.eops,
      perks_and_benefits: candidate.perksAndBenefits,
      notice_period: candidate.noticePeriod,
      serving_notice_period: candidate.servingNoticePeriod,
      last_working_date_of_notice_period: candidate.lastWorkingDateOfNoticePeriod,
      joining_range: candidate.joiningRange,
      number_of_days: candidate.numberOfDays,
      looking_for_role: candidate.lookingForRole,
      profile_image_link: signedLink(candidate.profileImageKey),
      resume_link: resumeLink,
      // no converter runs here: a PDF is its own PDF version, a Word file has none
      resume_pdf_link: candidate.resumeContentType === CONTENT_TYPES.pdf ? resumeLink : null,
      resume_filename: candidate.resumeFilename,
      resume_file_id: resumeFileIdOf(candidate.resumeKey),
      s3_resume_file_size: candidate.resumeFileSize,
      experience,
      experience_years: candidate.experienceYears === null ? null : Number(candidate.experienceYears),
      experience_months: candidate.experienceMonths,
      is_fresher: candidate.isFresher,
      education: qualifications.filter((q) => q.qualification_type === 'degree'),
      certificates: qualifications.filter((q) => q.qualification_type === 'certificate'),
      skills: candidate.skills,
      preferred_country: candidate.preferredCountry,
      preferred_locations: candidate.preferredLocations,
      open_to_remote_work: candidate.openToRemoteWork,
      job_type: candidate.jobType,
      job_nature: candidate.jobNature,
      job_profile_preference: candidate.jobProfilePreference,
      linkedIn: candidate.linkedin,
      stack_overflow: candidate.stackOverflow,
      github: candidate.github,
      portfolio_link: candidate.portfolioLink,
      campaign: candidate.campaign,
      is_take_two_candidate: candidate.campaign === TAKE_TWO_CAMPAIGN,
      is_confirm: candidate.isConfirm,
      candidate_onboarding_segmentation: candidate.candidateOnboardingSegmentation,
      back_page: user.backPage,
      user: {
        email: user.email,
        onboarding_status: user.onboardingStatus,
        onboarding_complete: user.onboardingComplete,
        back_page: user.backPage,
        email_verified: user.emailVerified,
        password_change_required: user.passwordChangeRequired,
        using_default_password: user.usingDefaultPassword,
        login_count: user.loginCount,
      },
    };
    return { ...profile, profile_completeness: profileCompleteness(profile) };
  }

  async function getProfile(candidateId: number): Promise<CandidateProfile> {
    // three statements at once: none needs another's answer (decision 039)
    const [found, experience, qualifications] = await Promise.all([
      repo.findCandidateWithPhone(db, candidateId),
      repo.listExperiences(db, candidateId),
      repo.listQualifications(db, candidateId),
    ]);
    if (!found) throw notFound();
    return toProfile(found.candidate, found.user, experience, qualifications, found.phoneVerified);
  }

  /** The changed fields as the profile now shows them, with the completeness they lead to. */
  async function changedFields(candidateId: number, fields: Iterable<string>): Promise<CandidatePatchResponse> {
    const profile = await getProfile(candidateId);
    const out: Record<string, unknown> = { profile_completeness: profile.profile_completeness };
    for (const field of fields) {
      if (field in profile) out[field] = profile[field as keyof CandidateProfile];
      if (SALARY_PARTS.has(field)) out.total_salary = profile.total_salary;
    }
    return out as CandidatePatchResponse;
  }

  /** spec 01 §4: a PATCH without a body finishes onboarding (menu entry and leave-page confirmation). */
  async function finishOnboarding(candidateId: number, userId: string): Promise<CandidatePatchResponse> {
    const found = await repo.findCandidate(db, candidateId);
    if (!found) throw notFound();
    await repo.updateUser(
      db,
      userId,
      { onboardingStatus: ONBOARDING_FINISHED, onboardingComplete: true, backPage: null },
      now(),
    );
    return {
      back_page: null,
      user: { onboarding_status: ONBOARDING_FINISHED, onboarding_complete: true, back_page: null },
    };
  }

  async function updateProfile(
    candidateId: number,
    userId: string,
    patch: CandidatePatch,
  ): Promise<CandidatePatchResponse> {
    const changed = new Set(Object.keys(patch).filter((key) => patch[key as keyof CandidatePatch] !== undefined));
    await db.transaction(async (tx) => {
      if (!(await repo.lockCandidate(tx, candidateId))) throw notFound();
      const found = await repo.findCandidate(tx, candidateId);
      if (!found) throw notFound();
      const current = found.candidate;
      const changes: repo.CandidateChanges = {};
      for (const field of changed) {
        const column = CANDIDATE_COLUMNS[field as keyof typeof CANDIDATE_COLUMNS];
        if (!column) continue;
        let value: unknown = patch[field as keyof CandidatePatch];
        if (field === 'experience_years' && typeof value === 'number') value = String(value);
        (changes as Record<string, unknown>)[column] = value;
      }
      const phoneChanged = changed.has('phone') || changed.has('phone_location');
      const merged = {
        // the number is checked against its country code when either changes (spec 01 §5, one rule with the codes)
        phone: phoneChanged ? (changed.has('phone') ? patch.phone : current.phone) : null,
        phone_location: changed.has('phone_location') ? patch.phone_location : current.phoneLocation,
        expected_salary_from: changed.has('expected_salary_from')
          ? patch.expected_salary_from
          : current.expectedSalaryFrom,
        expected_salary_to: changed.has('expected_salary_to') ? patch.expected_salary_to : current.expectedSalaryTo,
        joining_range: changed.has('joining_range') ? patch.joining_range : current.joiningRange,
        number_of_days: changed.has('number_of_days') ? patch.number_of_days : current.numberOfDays,
        serving_notice_period: changed.has('serving_notice_period')
          ? patch.serving_notice_period
          : current.servingNoticePeriod,
        last_working_date_of_notice_period: changed.has('last_working_date_of_notice_period')
          ? patch.last_working_date_of_notice_period
          : current.lastWorkingDateOfNoticePeriod,
      };
      // a choice that no longer applies takes its dependent value with it
      if (merged.joining_range !== 'custom' && merged.number_of_days && !changed.has('number_of_days')) {
        changes.numberOfDays = null;
        merged.number_of_days = null;
        changed.add('number_of_days');
      }
      if (
        !merged.serving_notice_period &&
        merged.last_working_date_of_notice_period &&
        !changed.has('last_working_date_of_notice_period')
      ) {
        changes.lastWorkingDateOfNoticePeriod = null;
        merged.last_working_date_of_notice_period = null;
        changed.add('last_working_date_of_notice_period');
      }
      const issues = profileRuleIssues(merged);
      if (issues.length) throw fieldErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
      const at = now();
      if (Object.keys(changes).length) {
        await repo.updateCandidate(tx, candidateId, changes, at);
        await deps.profileChanged?.(tx, candidateId);
      }
      await repo.updateUser(
        tx,
        userId,
        {
          ...(patch.first_name !== undefined ? { firstName: patch.first_name } : {}),
          ...(patch.last_name !== undefined ? { lastName: patch.last_name } : {}),
          ...(patch.marketing_email_consent !== undefined
            ? { marketingEmailConsent: patch.marketing_email_consent }
            : {}),
        },
        at,
      );
    });
    return changedFields(candidateId, changed);
  }

  async function setOnboardingStatus(
    candidateId: number,
    userId: string,
    status: OnboardingStatusStored,
  ): Promise<OnboardingStatusResponse> {
    const found = await repo.findCandidate(db, candidateId);
    if (!found) throw notFound();
    const backPage = BACK_PAGE_STATUSES.has(status) ? status : null;
    const complete = status === ONBOARDING_FINISHED ? true : found.user.onboardingComplete;
    await repo.updateUser(db, userId, { onboardingStatus: status, onboardingComplete: complete, backPage }, now());
    return { onboarding_status: status, onboarding_complete: complete, back_page: backPage };
  }

  // ------------------------------------------------------------ experience

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
    return repo.insertExperience(db, candidateId, experienceValues(fields) as repo.ExperienceValues, now());
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
      return updated;
    });
  }

  async function deleteExperience(candidateId: number, id: number) {
    if (!(await repo.deleteExperience(db, candidateId, id))) throw notFound();
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

  // ------------------------------------------------------------ files

  /** Stores the new file, points the profile at it, then removes the file it replaced. */
  async function replaceFile(
    candidateId: number,
    field: DocumentField,
    data: Buffer,
    extension: string,
    columns: (key: string) => repo.CandidateChanges,
  ) {
    const folder = field === 'resume' ? 'resume' : 'profile-image';
    const key = await storage.put(`candidates/${candidateId}/${folder}`, data, extension);
    let previous: string | null = null;
    try {
      await db.transaction(async (tx) => {
        const keys = await repo.fileKeysOf(tx, candidateId);
        if (!keys) throw notFound();
        previous = field === 'resume' ? keys.resumeKey : keys.profileImageKey;
        await repo.updateCandidate(tx, candidateId, columns(key), now());
      });
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    if (previous && previous !== key) await storage.delete(previous);
  }

  async function uploadResume(candidateId: number, file: UploadedFile, log?: FastifyBaseLogger) {
    const refuse = (reason: string) => {
      log?.info({ candidateId, reason }, 'resume refused');
      return fieldErrors({ resume: ProfileMessages.resumeInvalidType });
    };
    if (file.data.length > PROFILE_RESUME_MAX_BYTES) throw fieldErrors({ resume: ProfileMessages.resumeTooLarge });
    if (file.data.length === 0) throw fieldErrors({ resume: ProfileMessages.noFile });
    const claimed = resumeKindFromName(file.filename);
    if (!claimed) throw refuse('extension not allowed');
    const verdict = await inspectUpload(file.data, { allowed: RESUME_KINDS, maxBytes: PROFILE_RESUME_MAX_BYTES });
    if (!verdict.ok && verdict.reason === 'active') throw fieldErrors({ resume: Messages.activePdf });
    if (!verdict.ok) throw refuse(verdict.detail);
    if (verdict.kind !== claimed) throw refuse(`content is ${verdict.kind}, name says ${claimed}`);
    const kind = verdict.kind;
    const filename = cleanFilename(file.filename, `resume.${kind}`);
    await replaceFile(candidateId, 'resume', file.data, kind, (key) => ({
      resumeKey: key,
      resumeFilename: filename,
      resumeFileSize: file.data.length,
      resumeContentType: CONTENT_TYPES[kind],
    }));
    return changedFields(candidateId, RESUME_FIELDS);
  }

  async function uploadProfileImage(candidateId: number, file: UploadedFile, log?: FastifyBaseLogger) {
    if (file.data.length > PROFILE_IMAGE_MAX_BYTES) throw fieldErrors({ profile_image: ProfileMessages.imageTooLarge });
    if (file.data.length === 0) throw fieldErrors({ profile_image: ProfileMessages.noFile });
    const verdict = await inspectUpload(file.data, { allowed: IMAGE_KINDS, maxBytes: PROFILE_IMAGE_MAX_BYTES });
    if (!verdict.ok) {
      log?.info({ candidateId, reason: verdict.detail }, 'profile image refused');
      throw fieldErrors({ profile_image: ProfileMessages.imageInvalidType });
    }
    const kind = verdict.kind;
    await replaceFile(candidateId, 'profile_image', file.data, kind, (key) => ({ profileImageKey: key }));
    return changedFields(candidateId, ['profile_image_link']);
  }

  async function deleteDocument(candidateId: number, field: DocumentField) {
    let previous: string | null = null;
    await db.transaction(async (tx) => {
      const keys = await repo.fileKeysOf(tx, candidateId);
      if (!keys) throw notFound();
      previous = field === 'resume' ? keys.resumeKey : keys.profileImageKey;
      if (!previous) throw fieldErrors({ field: ProfileMessages.fileMissing });
      await repo.updateCandidate(
        tx,
        candidateId,
        field === 'resume'
          ? { resumeKey: null, resumeFilename: null, resumeFileSize: null, resumeContentType: null }
          : { profileImageKey: null },
        now(),
      );
    });
    if (previous) await storage.delete(previous);
    return changedFields(candidateId, field === 'resume' ? RESUME_FIELDS : ['profile_image_link']);
  }

  async function readOwnResume(candidateId: number): Promise<ServedFile> {
    const found = await repo.findCandidate(db, candidateId);
    const key = found?.candidate.resumeKey;
    const data = key ? await storage.get(key) : null;
    if (!found || !data) throw notFound();
    return {
      data,
      contentType: found.candidate.resumeContentType ?? 'application/octet-stream',
      filename: found.candidate.resumeFilename ?? 'resume',
      inline: false,
    };
  }

  /** A signed link opens the file only while it is valid and still the candidate's current file. */
  // ------------------------------------------------------------ magic link (decision 049)

  /** The page path of a candidate's magic link (the operators e-mail it). */
  function magicResumeLink(candidateId: number): string {
    const { expires, signature } = urlSigner.sign(
      magicResumeKey(candidateId),
      MAGIC_RESUME_TTL_SECONDS,
      now().getTime(),
    );
    return magicResumePagePath(candidateId, expires, signature);
  }

  /** Whom the link is for; a forged or expired link, or another id, is not found. */
  async function magicLinkCandidate(candidateId: number, expires: number, signature: string) {
    if (!urlSigner.verify(magicResumeKey(candidateId), expires, signature, now().getTime())) throw notFound();
    const found = await repo.findCandidate(db, candidateId);
    if (!found) throw notFound();
    return {
      candidate_id: candidateId,
      first_name: found.user.firstName ?? '',
      resume_filename: found.candidate.resumeFilename ?? null,
      expires_at: new Date(expires * 1000).toISOString(),
    };
  }

  async function magicLinkUploadResume(
    candidateId: number,
    expires: number,
    signature: string,
    file: () => Promise<UploadedFile>,
    log?: FastifyBaseLogger,
  ) {
    await magicLinkCandidate(candidateId, expires, signature);
    await uploadResume(candidateId, await file(), log);
    return magicLinkCandidate(candidateId, expires, signature);
  }

  async function readSignedFile(key: string, expires: number, signature: string): Promise<ServedFile> {
    if (!key.startsWith('candidates/') || !urlSigner.verify(key, expires, signature, now().getTime())) throw notFound();
    const owner = await repo.findFileOwner(db, key);
    const data = owner ? await storage.get(key) : null;
    if (!owner || !data) throw notFound();
    if (owner.resumeKey === key) {
      return {
        data,
        contentType: owner.resumeContentType ?? 'application/octet-stream',
        filename: owner.resumeFilename ?? 'resume',
        inline: false,
      };
    }
    const kind = await sniffKind(data);
    if (!kind || !(IMAGE_KINDS as readonly string[]).includes(kind)) throw new HttpError(404, { detail: 'Not found.' });
    return { data, contentType: CONTENT_TYPES[kind], filename: `profile-image.${kind}`, inline: true };
  }

  return {
    getProfile,
    updateProfile,
    finishOnboarding,
    setOnboardingStatus,
    addExperience,
    updateExperience,
    deleteExperience,
    addQualification,
    updateQualification,
    deleteQualification,
    uploadResume,
    uploadProfileImage,
    deleteDocument,
    readOwnResume,
    readSignedFile,
    magicResumeLink,
    magicLinkCandidate,
    magicLinkUploadResume,
  };
}

export type CandidatesService = ReturnType<typeof createCandidatesService>;

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
