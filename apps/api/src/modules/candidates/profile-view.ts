// The candidate profile as the candidate reads it (spec 02 §3–§5): the rows
// mapped to the contract with its completeness, and the signed links to the
// candidate's files.
import { TAKE_TWO_CAMPAIGN } from '@talent/contracts/constants';
import {
  profileCompleteness,
  type CandidateProfile,
  type Experience,
  type Qualification,
} from '@talent/contracts/profile';
import { CONTENT_TYPES } from '../../lib/file-inspection.ts';
import type { createUrlSigner } from '../../lib/storage.ts';
import type * as repo from './candidates.repo.ts';

export const FILE_LINK_PATH = '/api/v2/users/candidate/files/';
/** Signed links live long enough for a page visit; the profile signs fresh ones on every load. */
export const FILE_LINK_TTL_SECONDS = 3600;

/** The id a candidate names their stored resume by: the random file name the storage gave it (decision 027). */
export const resumeFileIdOf = (key: string | null) =>
  key ? (/([0-9a-f-]{36})\.[a-z0-9]+$/.exec(key)?.[1] ?? null) : null;

/** The link the profile shows for a stored file. */
export type FileLinkOf = (key: string) => string;

/** A link to a candidate's file, signed now for FILE_LINK_TTL_SECONDS. */
export function fileLinkSigner(urlSigner: ReturnType<typeof createUrlSigner>, now: () => Date): FileLinkOf {
  return (key) => {
    const { expires, signature } = urlSigner.sign(key, FILE_LINK_TTL_SECONDS, now().getTime());
    const query = new URLSearchParams({ key, expires: String(expires), signature });
    return `${FILE_LINK_PATH}?${query.toString()}`;
  };
}

const toCents = (value: string | null) => (value === null ? 0 : Math.round(Number(value) * 100));
const fromCents = (cents: number) => (cents / 100).toFixed(2);

export interface ProfileRows {
  candidate: repo.CandidateRow;
  user: repo.UserRow;
  experience: Experience[];
  qualifications: Qualification[];
  phoneVerified: boolean;
}

export function toProfile(
  { candidate, user, experience, qualifications, phoneVerified }: ProfileRows,
  linkOf: FileLinkOf,
): CandidateProfile {
  const signedLink = (key: string | null) => (key ? linkOf(key) : null);
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
