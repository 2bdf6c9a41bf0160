import { z } from 'zod';
import type { SchemaTable } from '../endpoint.ts';
import {
  AcceptInvitationSchema,
  ApplicantDetailSchema,
  ApplicationParamsSchema,
  MoveApplicationSchema,
  OverviewSchema,
  PipelineQuerySchema,
  PipelineSchema,
  RejectApplicationSchema,
  StageMovedSchema,
  AcceptedInvitationSchema,
  HiringActivityListSchema,
  HiringInvitationSchema,
  HiringJobInputSchema,
  HiringJobListQuerySchema,
  HiringJobListSchema,
  HiringJobSchema,
  HiringMeSchema,
  HiringTeamSchema,
  InvitationParamsSchema,
  InvitationPreviewSchema,
  InvitationTokenParamsSchema,
  InviteMemberSchema,
  JobParamsSchema,
  MemberParamsSchema,
} from '../hiring.ts';
import type { hiringRoutes } from './hiring.ts';

const Detail = z.object({ detail: z.string() });
const FieldErrors = z.record(z.string(), z.array(z.string()));
const tags = ['hiring'];

export const hiringSchemas = {
  me: { tags, summary: 'The signed-in member and their company', responses: { 200: HiringMeSchema } },
  team: { tags, summary: 'Members and open invitations of the team', responses: { 200: HiringTeamSchema } },
  inviteMember: {
    tags,
    summary: 'Invite a colleague by e-mail (a single-use link that expires)',
    body: InviteMemberSchema,
    responses: { 201: HiringInvitationSchema, 400: FieldErrors, 409: FieldErrors },
  },
  revokeInvitation: {
    tags,
    summary: 'Withdraw an open invitation',
    params: InvitationParamsSchema,
    responses: { 204: z.null(), 404: Detail },
  },
  removeMember: {
    tags,
    summary: 'Remove a member (admins only); their history stays',
    params: MemberParamsSchema,
    responses: { 204: z.null(), 403: Detail, 404: Detail, 409: Detail },
  },
  activity: { tags, summary: 'Recent actions of the team', responses: { 200: HiringActivityListSchema } },
  invitation: {
    tags,
    summary: 'What an invitation link offers',
    params: InvitationTokenParamsSchema,
    responses: { 200: InvitationPreviewSchema, 404: Detail },
  },
  acceptInvitation: {
    tags,
    summary: 'Accept an invitation with a new account (name and password)',
    params: InvitationTokenParamsSchema,
    body: AcceptInvitationSchema,
    responses: { 201: AcceptedInvitationSchema, 400: FieldErrors, 404: Detail, 409: FieldErrors },
  },
  joinInvitation: {
    tags,
    summary: 'Accept an invitation as the signed-in account it was sent to',
    params: InvitationTokenParamsSchema,
    responses: { 200: HiringMeSchema, 403: Detail, 404: Detail, 409: Detail },
  },
  jobs: {
    tags,
    summary: "The company's jobs with applicant counts",
    query: HiringJobListQuerySchema,
    responses: { 200: HiringJobListSchema },
  },
  createJob: {
    tags,
    summary: 'Create a job (a draft until published)',
    body: HiringJobInputSchema,
    responses: { 201: HiringJobSchema, 400: FieldErrors },
  },
  job: { tags, summary: 'One job', params: JobParamsSchema, responses: { 200: HiringJobSchema, 404: Detail } },
  updateJob: {
    tags,
    summary: 'Edit a job; a published job changes on its page, in search and JSON-LD at once',
    params: JobParamsSchema,
    body: HiringJobInputSchema,
    responses: { 200: HiringJobSchema, 400: FieldErrors, 404: Detail },
  },
  publishJob: {
    tags,
    summary: 'Publish (or reopen) a job: search, its page, JSON-LD and alert digests',
    params: JobParamsSchema,
    responses: { 200: HiringJobSchema, 404: Detail, 409: Detail },
  },
  unpublishJob: {
    tags,
    summary: 'Take a job down for now',
    params: JobParamsSchema,
    responses: { 200: HiringJobSchema, 404: Detail, 409: Detail },
  },
  closeJob: {
    tags,
    summary: 'Close a job: no more applications',
    params: JobParamsSchema,
    responses: { 200: HiringJobSchema, 404: Detail, 409: Detail },
  },
  pipeline: {
    tags,
    summary: "A job's applicants by stage, filtered, searched and sorted",
    params: JobParamsSchema,
    query: PipelineQuerySchema,
    responses: { 200: PipelineSchema, 404: Detail },
  },
  applicant: {
    tags,
    summary: 'One applicant: profile, resume, screening answers and history',
    params: ApplicationParamsSchema,
    responses: { 200: ApplicantDetailSchema, 404: Detail },
  },
  moveApplication: {
    tags,
    summary: 'Move an application to another stage (recorded on its timeline)',
    params: ApplicationParamsSchema,
    body: MoveApplicationSchema,
    responses: { 200: StageMovedSchema, 400: FieldErrors, 404: Detail, 409: Detail },
  },
  rejectApplication: {
    tags,
    summary: 'Reject an application with a reason, optionally e-mailing the candidate',
    params: ApplicationParamsSchema,
    body: RejectApplicationSchema,
    responses: { 200: StageMovedSchema, 400: FieldErrors, 404: Detail, 409: Detail },
  },
  overview: {
    tags,
    summary: 'Applicants per stage and job, time in stage, offers',
    responses: { 200: OverviewSchema },
  },
} as const satisfies SchemaTable<typeof hiringRoutes>;
