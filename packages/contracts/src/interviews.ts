// Interviews (decision 044): the team proposes several times, the candidate
// picks one in their own time zone, and both sides receive a calendar
// invitation (RFC 5545, with the time zone). A reschedule or cancellation
// keeps the invitation's UID and raises its SEQUENCE, so calendars update
// the event they already hold.
import { z } from 'zod';
import { freeText, requiredText } from './fields.ts';
import { IdSchema } from './paging.ts';

export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  proposed: 'Waiting for the candidate to pick a time',
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
};

export const LOCATION_KINDS = ['video', 'place'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const PROPOSED_TIMES_MAX = 10;
export const INTERVIEW_MINUTES_MIN = 5;
export const INTERVIEW_MINUTES_MAX = 480;

export const InterviewMessages = {
  unknownTimeZone: 'Unknown time zone.',
  endBeforeStart: 'The interview must end after it starts.',
  tooLong: `An interview lasts between ${INTERVIEW_MINUTES_MIN} minutes and ${INTERVIEW_MINUTES_MAX / 60} hours.`,
  inThePast: 'A proposed time is in the past.',
  sameTwice: 'Each proposed time appears once.',
  notProposed: 'Pick one of the proposed times.',
  notWaiting: 'This interview is not waiting for a time any more.',
  cancelled: 'This interview was cancelled.',
  unknownInterviewer: 'Choose interviewers from your hiring team.',
  videoLink: 'Enter the video link (https://…).',
} as const;

/** An IANA time zone the runtime knows (Asia/Kolkata, Europe/Berlin, UTC …). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z.string().trim().refine(isTimeZone, { message: InterviewMessages.unknownTimeZone });

const Instant = z.iso.datetime({ offset: true, message: 'Enter a date and time.' });

export const TimeSlotSchema = z.object({ starts_at: Instant, ends_at: Instant });
export type TimeSlot = z.infer<typeof TimeSlotSchema>;

const minutesOf = (slot: TimeSlot) => (Date.parse(slot.ends_at) - Date.parse(slot.starts_at)) / 60_000;

export const ProposedTimesSchema = z
  .array(TimeSlotSchema)
  .min(1, { message: 'Propose at least one time.' })
  .max(PROPOSED_TIMES_MAX)
  .superRefine((slots, context) => {
    slots.forEach((slot, index) => {
      const minutes = minutesOf(slot);
      if (minutes <= 0) context.addIssue({ code: 'custom', message: InterviewMessages.endBeforeStart, path: [index] });
      else if (minutes < INTERVIEW_MINUTES_MIN || minutes > INTERVIEW_MINUTES_MAX)
        context.addIssue({ code: 'custom', message: InterviewMessages.tooLong, path: [index] });
    });
    const starts = slots.map((slot) => Date.parse(slot.starts_at));
    if (new Set(starts).size !== starts.length)
      context.addIssue({ code: 'custom', message: InterviewMessages.sameTwice });
  });

export const InterviewInputSchema = z
  .object({
    title: requiredText(120),
    interviewer_ids: z.array(IdSchema).min(1, { message: 'Choose at least one interviewer.' }).max(10),
    location_kind: z.enum(LOCATION_KINDS),
    location: requiredText(500),
    /** The organiser's time zone: the team's invitations are written in it. */
    time_zone: TimeZoneSchema,
    proposed_times: ProposedTimesSchema,
  })
  .refine((input) => input.location_kind !== 'video' || /^https:\/\/\S+$/i.test(input.location), {
    message: InterviewMessages.videoLink,
    path: ['location'],
  });
export type InterviewInput = z.input<typeof InterviewInputSchema>;

export const RescheduleInterviewSchema = z.object({ proposed_times: ProposedTimesSchema });
export type RescheduleInterview = z.input<typeof RescheduleInterviewSchema>;

export const CancelInterviewSchema = z.object({ reason: freeText(500).default('') });

export const PickInterviewTimeSchema = z.object({
  starts_at: Instant,
  /** The candidate's own time zone: their invitation is written in it. */
  time_zone: TimeZoneSchema,
});
export type PickInterviewTime = z.input<typeof PickInterviewTimeSchema>;

export const InterviewParamsSchema = z.object({ interviewId: IdSchema });

const PersonSchema = z.object({ member_id: z.number().int(), name: z.string(), email: z.string() });

export const OverlapSchema = z.object({
  member_id: z.number().int(),
  name: z.string(),
  interview_id: z.number().int(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type Overlap = z.infer<typeof OverlapSchema>;

export const InterviewSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  candidate_name: z.string(),
  job_title: z.string(),
  title: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  status_label: z.string(),
  duration_minutes: z.number().int(),
  location_kind: z.enum(LOCATION_KINDS),
  location: z.string(),
  time_zone: z.string(),
  candidate_time_zone: z.string().nullable(),
  proposed_times: z.array(TimeSlotSchema),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  interviewers: z.array(PersonSchema),
  /** Another interview of one of its interviewers at the same time: a warning, not a refusal. */
  overlaps: z.array(OverlapSchema),
  sequence: z.number().int(),
});
export type Interview = z.infer<typeof InterviewSchema>;
export const InterviewListSchema = z.object({ results: z.array(InterviewSchema) });
export type InterviewList = z.infer<typeof InterviewListSchema>;

/** The candidate's view: no interviewers' e-mails, no team data. */
export const CandidateInterviewSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  job_title: z.string(),
  company_name: z.string(),
  title: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  duration_minutes: z.number().int(),
  location_kind: z.enum(LOCATION_KINDS),
  location: z.string(),
  proposed_times: z.array(TimeSlotSchema),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  time_zone: z.string().nullable(),
  interviewer_names: z.array(z.string()),
});
export type CandidateInterview = z.infer<typeof CandidateInterviewSchema>;
export const CandidateInterviewListSchema = z.object({ results: z.array(CandidateInterviewSchema) });
export type CandidateInterviewList = z.infer<typeof CandidateInterviewListSchema>;
