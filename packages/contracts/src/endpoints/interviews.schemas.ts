import { z } from 'zod';
import type { SchemaTable } from '../endpoint.ts';
import { ApplicationParamsSchema } from '../hiring.ts';
import {
  CancelInterviewSchema,
  CandidateInterviewListSchema,
  CandidateInterviewSchema,
  InterviewListSchema,
  InterviewInputSchema,
  InterviewParamsSchema,
  InterviewSchema,
  PickInterviewTimeSchema,
  RescheduleInterviewSchema,
} from '../interviews.ts';
import type { interviewsRoutes } from './interviews.ts';

const Detail = z.object({ detail: z.string() });
const FieldErrors = z.record(z.string(), z.array(z.string()));
const Calendar = z.string();
const tags = ['interviews'];

export const interviewsSchemas = {
  applicationInterviews: {
    tags,
    summary: "An application's interviews",
    params: ApplicationParamsSchema,
    responses: { 200: InterviewListSchema, 404: Detail },
  },
  scheduleInterview: {
    tags,
    summary: 'Propose interview times; the candidate picks one',
    params: ApplicationParamsSchema,
    body: InterviewInputSchema,
    responses: { 201: InterviewSchema, 400: FieldErrors, 404: Detail, 409: Detail },
  },
  rescheduleInterview: {
    tags,
    summary: 'Propose new times; calendars holding the invitation are updated',
    params: InterviewParamsSchema,
    body: RescheduleInterviewSchema,
    responses: { 200: InterviewSchema, 400: FieldErrors, 404: Detail, 409: Detail },
  },
  cancelInterview: {
    tags,
    summary: 'Cancel an interview; calendars remove the event (METHOD:CANCEL)',
    params: InterviewParamsSchema,
    body: CancelInterviewSchema,
    responses: { 200: InterviewSchema, 400: FieldErrors, 404: Detail, 409: Detail },
  },
  upcomingInterviews: {
    tags,
    summary: "The caller's upcoming interviews and those waiting for the candidate",
    responses: { 200: InterviewListSchema },
  },
  interviewCalendar: {
    tags,
    summary: 'The calendar invitation (text/calendar, in the organiser’s time zone)',
    params: InterviewParamsSchema,
    responses: { 200: Calendar, 404: Detail, 409: Detail },
  },
  candidateInterviews: {
    tags,
    summary: "The candidate's interviews",
    responses: { 200: CandidateInterviewListSchema },
  },
  pickInterviewTime: {
    tags,
    summary: 'Pick one of the proposed times, in your own time zone',
    params: InterviewParamsSchema,
    body: PickInterviewTimeSchema,
    responses: { 200: CandidateInterviewSchema, 400: FieldErrors, 404: Detail, 409: Detail },
  },
  candidateInterviewCalendar: {
    tags,
    summary: 'The calendar invitation (text/calendar, in your time zone)',
    params: InterviewParamsSchema,
    responses: { 200: Calendar, 404: Detail, 409: Detail },
  },
} as const satisfies SchemaTable<typeof interviewsRoutes>;
