// The candidate's profile and onboarding (spec 01 §3–§4, spec 02 §3–§5): the
// whole profile with its completeness, partial updates checked across fields,
// and the onboarding status.
import { ONBOARDING_FINISHED } from '@talent/contracts/onboarding';
import {
  profileRuleIssues,
  type CandidatePatch,
  type CandidatePatchResponse,
  type CandidateProfile,
  type OnboardingStatusResponse,
  type OnboardingStatusStored,
} from '@talent/contracts/profile';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fieldErrors, notFound } from '../../lib/errors.ts';
import type { createUrlSigner } from '../../lib/storage.ts';
import * as repo from './candidates.repo.ts';
import { fileLinkSigner, toProfile, type FileLinkOf } from './profile-view.ts';

export interface ProfileServiceDeps {
  db: Db;
  urlSigner: ReturnType<typeof createUrlSigner>;
  now: () => Date;
  /** Called in the transaction that changed the profile's columns (composition.ts queues the 'Jobs for you' ranking). */
  profileChanged?: (tx: DbOrTx, candidateId: number) => Promise<void>;
}

/** spec 01 §4: these statuses send the user back to the onboarding profile step. */
const BACK_PAGE_STATUSES = new Set(['PHONE_VERIFIED', 'APPLIED_TO_JOB']);

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

/** Fields whose change also changes total_salary. */
const SALARY_PARTS = new Set([
  'fixed_salary',
  'variable_salary',
  'bonus_salary',
  'current_annual_salary',
  'current_salary_currency',
]);

export function createProfileService(deps: ProfileServiceDeps) {
  const { db, now } = deps;
  const signedLink = fileLinkSigner(deps.urlSigner, now);

  /**
   * The whole profile. `linkOf` names the candidate's files (signed now by
   * default; the kept read of decision 039 passes placeholders it signs per answer).
   */
  async function getProfile(candidateId: number, linkOf: FileLinkOf = signedLink): Promise<CandidateProfile> {
    // three statements at once: none needs another's answer (decision 039)
    const [found, experience, qualifications] = await Promise.all([
      repo.findCandidateWithPhone(db, candidateId),
      repo.listExperiences(db, candidateId),
      repo.listQualifications(db, candidateId),
    ]);
    if (!found) throw notFound();
    return toProfile({ ...found, experience, qualifications }, linkOf);
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

  return { getProfile, signedLink, changedFields, finishOnboarding, updateProfile, setOnboardingStatus };
}

export type ProfileService = ReturnType<typeof createProfileService>;
