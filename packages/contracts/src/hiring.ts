// The hiring workspace (decision 017): hiring-team members, invitations, the
// job editor and the company's activity. The spec shows only the candidate
// side; these shapes and texts are ours, in one place for both sides.
import { HIRING_ROLES } from './hiring-roles.ts';
import { z } from 'zod';
import { REVIEW_STATES, type ReviewState } from './application-lifecycle.ts';
import { APPLICATION_STAGES } from './application-timeline.ts';
import { CURRENCIES } from './constants.ts';
import { isCountryCode } from './countries.ts';
import { FitSchema } from './fit.ts';
import { EmailSchema, PasswordSchema, UrlSchema, freeText, requiredText } from './fields.ts';
import { IdSchema } from './paging.ts';
import { RICH_TEXT_MAX } from './rich-text.ts';

export const HiringMessages = {
  invitationInvalid: 'This invitation link is invalid, expired or already used.',
  invitationOtherEmail: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  invitationSent: 'Invitation sent.',
  alreadyMember: 'This person is already a member of a hiring team.',
  adminOnly: 'Only an admin of your hiring team can do this.',
  lastAdmin: 'A hiring team needs at least one admin.',
  removeSelf: 'You cannot remove yourself.',
  descriptionRequired: 'Add a description before publishing.',
  jobClosed: 'This job is closed. Reopen it by publishing it again.',
  alreadyPublished: 'This job is already published.',
  notPublished: 'This job is not published.',
  salaryCurrency: 'Choose the currency of the salary range.',
  salaryRange: 'The minimum salary must not exceed the maximum.',
  experienceRange: 'The minimum experience must not exceed the maximum.',
  countriesForRemote: 'Choose at least one country applicants may live in, or make the job on-site.',
  locationRequired: 'Enter the location, or make the job remote.',
  choiceOptions: 'A choice question needs at least two options.',
  unknownCountry: 'Unknown country code.',
} as const;

export { HIRING_ROLES, type HiringRole } from './hiring-roles.ts';

/** How long an invitation link works (our choice). */
export const HIRING_INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'OTHER'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  OTHER: 'Other',
};

/** A job's life in the workspace: never published, live, taken down, closed for good (until reopened). */
export const HIRING_JOB_STATES = ['draft', 'published', 'unpublished', 'closed'] as const;
export type HiringJobState = (typeof HIRING_JOB_STATES)[number];
export const HIRING_JOB_STATE_LABELS: Record<HiringJobState, string> = {
  draft: 'Draft',
  published: 'Published',
  unpublished: 'Unpublished',
  closed: 'Closed',
};

// ---- members and invitations ----

export const HiringCompanySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const HiringMeSchema = z.object({
  member_id: z.number().int(),
  role: z.enum(HIRING_ROLES),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: HiringCompanySchema,
});
export type HiringMe = z.infer<typeof HiringMeSchema>;

export const HiringMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(HIRING_ROLES),
  joined_at: z.string(),
});
export type HiringMember = z.infer<typeof HiringMemberSchema>;

export const HiringInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(HIRING_ROLES),
  created_at: z.string(),
  expires_at: z.string(),
});
export type HiringInvitation = z.infer<typeof HiringInvitationSchema>;

export const HiringTeamSchema = z.object({
  members: z.array(HiringMemberSchema),
  invitations: z.array(HiringInvitationSchema),
});
export type HiringTeam = z.infer<typeof HiringTeamSchema>;

export const InviteMemberSchema = z.object({ email: EmailSchema, role: z.enum(HIRING_ROLES).default('recruiter') });
export type InviteMember = z.input<typeof InviteMemberSchema>;

export const MemberParamsSchema = z.object({ memberId: IdSchema });
export const InvitationParamsSchema = z.object({ invitationId: IdSchema });
export const InvitationTokenParamsSchema = z.object({ token: z.string().trim().min(16).max(128) });

/** What the invitation page shows before the invitee acts. */
export const InvitationPreviewSchema = z.object({
  email: z.string(),
  company_name: z.string(),
  role: z.enum(HIRING_ROLES),
  expires_at: z.string(),
  /** An account with this address exists: sign in to accept instead of setting a password. */
  has_account: z.boolean(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const AcceptInvitationSchema = z.object({
  first_name: requiredText(50),
  last_name: requiredText(50),
  password: PasswordSchema,
});
export type AcceptInvitation = z.input<typeof AcceptInvitationSchema>;

export const AcceptedInvitationSchema = z.object({
  token: z.string(),
  refresh: z.string(),
  me: HiringMeSchema,
});
export type AcceptedInvitation = z.infer<typeof AcceptedInvitationSchema>;

// ---- jobs ----

export const HiringScreeningQuestionInputSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .optional(),
    question: requiredText(300),
    kind: z.enum(['text', 'yes_no', 'choice']),
    options: z.array(requiredText(100)).max(10).optional(),
  })
  .refine((q) => q.kind !== 'choice' || (q.options?.length ?? 0) >= 2, {
    message: HiringMessages.choiceOptions,
    path: ['options'],
  });

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const optionalMoney = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce.number().int().min(0).max(1_000_000_000).nullable(),
);

/** The job editor's fields; the description is HTML, cleaned on the server to the spec 02 §5 tags. */
export const HiringJobInputSchema = z
  .object({
    title: requiredText(200),
    description: z.string().max(RICH_TEXT_MAX * 10),
    location: freeText(200).default(''),
    country_code: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, { message: HiringMessages.unknownCountry })
      .default('IN'),
    is_remote: z.boolean().default(false),
    applicant_countries: z
      .array(z.string().trim().toUpperCase().refine(isCountryCode, { message: HiringMessages.unknownCountry }))
      .max(60)
      .default([]),
    employment_type: z.enum(EMPLOYMENT_TYPES).default('FULL_TIME'),
    experience_min: whole(0, 50).default(0),
    experience_max: whole(0, 50).default(0),
    salary_min: optionalMoney.default(null),
    salary_max: optionalMoney.default(null),
    salary_currency: z.enum(CURRENCIES).nullable().default(null),
    skills: z.array(requiredText(60)).max(30).default([]),
    job_category: freeText(100).default(''),
    job_sub_category: freeText(100).default(''),
    external_apply_url: z.preprocess((v) => (v === '' ? null : v), UrlSchema.nullable()).default(null),
    screening_questions: z.array(HiringScreeningQuestionInputSchema).max(20).default([]),
  })
  .superRefine((job, ctx) => {
    if (job.experience_min > job.experience_max)
      ctx.addIssue({ code: 'custom', path: ['experience_max'], message: HiringMessages.experienceRange });
    if (job.salary_min !== null && job.salary_max !== null && job.salary_min > job.salary_max)
      ctx.addIssue({ code: 'custom', path: ['salary_max'], message: HiringMessages.salaryRange });
    if ((job.salary_min !== null || job.salary_max !== null) && !job.salary_currency)
      ctx.addIssue({ code: 'custom', path: ['salary_currency'], message: HiringMessages.salaryCurrency });
    if (job.is_remote && job.applicant_countries.length === 0)
      ctx.addIssue({ code: 'custom', path: ['applicant_countries'], message: HiringMessages.countriesForRemote });
    if (!job.is_remote && !job.location)
      ctx.addIssue({ code: 'custom', path: ['location'], message: HiringMessages.locationRequired });
  });
export type HiringJobInput = z.input<typeof HiringJobInputSchema>;
export type HiringJobValues = z.output<typeof HiringJobInputSchema>;

export const HiringScreeningQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  kind: z.enum(['text', 'yes_no', 'choice']),
  options: z.array(z.string()).optional(),
});

export const HiringJobSchema = z.object({
  id: z.number().int(),
  job_code: z.string(),
  slug: z.string(),
  company_slug: z.string(),
  state: z.enum(HIRING_JOB_STATES),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  country_code: z.string(),
  is_remote: z.boolean(),
  applicant_countries: z.array(z.string()),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  experience_min: z.number().int(),
  experience_max: z.number().int(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.enum(CURRENCIES).nullable(),
  skills: z.array(z.string()),
  job_category: z.string(),
  job_sub_category: z.string(),
  external_apply_url: z.string().nullable(),
  screening_questions: z.array(HiringScreeningQuestionSchema),
  published_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Where candidates see it (the public job page). */
  public_path: z.string(),
});
export type HiringJob = z.infer<typeof HiringJobSchema>;

export const HiringJobSummarySchema = HiringJobSchema.pick({
  id: true,
  job_code: true,
  state: true,
  title: true,
  location: true,
  is_remote: true,
  employment_type: true,
  published_at: true,
  closed_at: true,
  updated_at: true,
  public_path: true,
}).extend({
  applicant_count: z.number().int(),
  /** Applications not yet moved past 'applied'. */
  new_count: z.number().int(),
});
export type HiringJobSummary = z.infer<typeof HiringJobSummarySchema>;

export const HiringJobListQuerySchema = z.object({
  state: z.enum(HIRING_JOB_STATES).optional(),
  search: freeText(100).optional(),
});
export const HiringJobListSchema = z.object({ results: z.array(HiringJobSummarySchema) });
export const JobParamsSchema = z.object({ jobId: IdSchema });

// ---- activity ----

export const HiringActivitySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  subject_kind: z.string(),
  subject_id: z.number().int().nullable(),
  summary: z.string(),
  at: z.string(),
});
export type HiringActivity = z.infer<typeof HiringActivitySchema>;
export const HiringActivityListSchema = z.object({ results: z.array(HiringActivitySchema) });

// ---- pipeline (applicants by stage) ----

/** Stages a member moves an application to by hand: the lifecycle's review states (decision 031). */
export const MOVABLE_STAGES = REVIEW_STATES;
export type MovableStage = ReviewState;

export const PipelineMessages = {
  moved: 'Application moved.',
  rejected: 'Application rejected.',
} as const;

export const REJECTION_REASONS = [
  'Skills do not match',
  'Not enough experience',
  'Position filled',
  'Location or work permit',
  'Salary expectations',
  'Did not complete a step',
  'Other',
] as const;

export const PIPELINE_SORTS = ['applied_at', 'name', 'stage_changed_at', 'fit'] as const;

export const PipelineQuerySchema = z.object({
  stage: z.enum(APPLICATION_STAGES).optional(),
  search: freeText(100).optional(),
  sort: z.enum(PIPELINE_SORTS).default('applied_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type PipelineQuery = z.input<typeof PipelineQuerySchema>;

export const PipelineApplicantSchema = z.object({
  id: z.number().int(),
  candidate_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  location: z.string().nullable(),
  experience_years: z.number().nullable(),
  stage: z.enum(APPLICATION_STAGES),
  stage_label: z.string(),
  stage_changed_at: z.string(),
  applied_at: z.string(),
  screening_submitted: z.boolean(),
  /** How the applicant fits the job, with each factor's evidence (decision 038). */
  fit: FitSchema,
});
export type PipelineApplicant = z.infer<typeof PipelineApplicantSchema>;

export const PipelineSchema = z.object({
  job: z.object({ id: z.number().int(), title: z.string(), state: z.enum(HIRING_JOB_STATES) }),
  /** Applicants per stage over the whole job (filters aside). */
  counts: z.record(z.string(), z.number().int()),
  results: z.array(PipelineApplicantSchema),
});
export type Pipeline = z.infer<typeof PipelineSchema>;

export const ApplicationParamsSchema = z.object({ applicationId: IdSchema });

export const ApplicantDetailSchema = z.object({
  id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string() }),
  stage: z.enum(APPLICATION_STAGES),
  stage_label: z.string(),
  stage_changed_at: z.string(),
  version: z.number().int(),
  can_reopen: z.boolean(),
  can_hire: z.boolean(),
  applied_at: z.string(),
  source: z.string(),
  candidate: z.object({
    id: z.number().int(),
    user_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    current_location: z.string().nullable(),
    experience_years: z.number().nullable(),
    notice_period: z.number().int().nullable(),
    skills: z.array(z.string()),
    linkedin: z.string().nullable(),
    github: z.string().nullable(),
    resume_link: z.string().nullable(),
    resume_filename: z.string().nullable(),
  }),
  screening: z.array(z.object({ question: z.string(), kind: z.string(), answer: z.string().nullable() })),
  /** The application's timeline with who acted (members by name). */
  history: z.array(
    z.object({
      id: z.number().int(),
      stage: z.enum(APPLICATION_STAGES),
      stage_label: z.string(),
      /** What the event is called (decision 048): what it concerns, else the stage it entered. */
      label: z.string(),
      action: z.string(),
      summary: z.string(),
      actor: z.string(),
      at: z.string(),
      detail: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type ApplicantDetail = z.infer<typeof ApplicantDetailSchema>;

/** The application's version the member saw; a change meanwhile answers 409 (decision 031). */
const expectedVersion = z.number().int().min(0).optional();

export const MoveApplicationSchema = z.object({
  stage: z.enum(MOVABLE_STAGES),
  note: freeText(500).default(''),
  version: expectedVersion,
});
export type MoveApplication = z.input<typeof MoveApplicationSchema>;

export const RejectApplicationSchema = z.object({
  reason: z.enum(REJECTION_REASONS),
  note: freeText(1000).default(''),
  /** E-mail the candidate; `message` is added to the e-mail when given. */
  notify: z.boolean().default(false),
  message: freeText(2000).default(''),
  version: expectedVersion,
});
export type RejectApplication = z.input<typeof RejectApplicationSchema>;

export const StageMovedSchema = z.object({
  id: z.number().int(),
  stage: z.enum(APPLICATION_STAGES),
  stage_label: z.string(),
  stage_changed_at: z.string(),
  version: z.number().int(),
});

/** Hire: after an accepted offer or pay letter, or directly with `confirm_direct` (decision 031). */
export const HireApplicationSchema = z.object({
  confirm_direct: z.boolean().default(false),
  note: freeText(1000).default(''),
  version: expectedVersion,
});
export type HireApplication = z.input<typeof HireApplicationSchema>;

/** Reopen a closed application at a review stage, with a reason the candidate is not shown. */
export const ReopenApplicationSchema = z.object({
  stage: z.enum(MOVABLE_STAGES).default('applied'),
  reason: requiredText(1000),
  version: expectedVersion,
});
export type ReopenApplication = z.input<typeof ReopenApplicationSchema>;

// ---- overview ----

export const OverviewSchema = z.object({
  jobs: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      state: z.enum(HIRING_JOB_STATES),
      stages: z.record(z.string(), z.number().int()),
      total: z.number().int(),
    }),
  ),
  /** Applicants now in each stage and how long, on average, they have been there. */
  time_in_stage: z.array(
    z.object({ stage: z.enum(APPLICATION_STAGES), applicants: z.number().int(), average_days: z.number() }),
  ),
  offers: z.object({ accepted: z.number().int(), declined: z.number().int(), sent: z.number().int() }),
});
export type Overview = z.infer<typeof OverviewSchema>;
