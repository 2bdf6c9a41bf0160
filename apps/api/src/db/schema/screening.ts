// Drizzle definitions matching migration 0040 (decision 015): self-screening,
// interview slots, coding assessments and mandatory details.
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidateJobs } from './jobs.ts';
import { candidates, jobs, users } from './platform.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });
const application = () =>
  integer('application_id')
    .notNull()
    .references(() => candidateJobs.id, { onDelete: 'cascade' });
const candidate = () =>
  integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' });

export const selfScreeningQuestions = pgTable('self_screening_questions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  jobId: integer('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id'),
  followUpChoice: text('follow_up_choice'),
  position: integer('position').notNull().default(0),
  prompt: text('prompt').notNull(),
  choices: jsonb('choices').$type<string[]>().notNull().default([]),
  maxSeconds: integer('max_seconds').notNull().default(120),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const selfScreenings = pgTable('self_screenings', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => candidateJobs.id, { onDelete: 'cascade' }),
  candidateId: candidate(),
  consentVersion: text('consent_version').notNull(),
  consentedAt: tz('consented_at').notNull(),
  deviceCheckedAt: tz('device_checked_at'),
  completedAt: tz('completed_at'),
});

export const selfScreeningAnswers = pgTable('self_screening_answers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: application(),
  candidateId: candidate(),
  questionId: integer('question_id')
    .notNull()
    .references(() => selfScreeningQuestions.id, { onDelete: 'cascade' }),
  choice: text('choice'),
  videoKey: text('video_key').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  durationMs: integer('duration_ms').notNull(),
  attempts: integer('attempts').notNull().default(1),
  recordedAt: tz('recorded_at').notNull(),
});

export const videoUploads = pgTable('video_uploads', {
  id: uuid('id').primaryKey(),
  applicationId: application(),
  candidateId: candidate(),
  questionId: integer('question_id')
    .notNull()
    .references(() => selfScreeningQuestions.id, { onDelete: 'cascade' }),
  choice: text('choice'),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  durationMs: integer('duration_ms').notNull(),
  receivedBytes: integer('received_bytes').notNull().default(0),
  createdAt: tz('created_at').notNull(),
  completedAt: tz('completed_at'),
});

export const videoUploadChunks = pgTable(
  'video_upload_chunks',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => videoUploads.id, { onDelete: 'cascade' }),
    byteOffset: integer('byte_offset').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.byteOffset] })],
);

export const interviewSlots = pgTable('interview_slots', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  jobId: integer('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  startsAt: tz('starts_at').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  capacity: integer('capacity').notNull().default(1),
  bookedCount: integer('booked_count').notNull().default(0),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const interviewBookings = pgTable('interview_bookings', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => candidateJobs.id, { onDelete: 'cascade' }),
  candidateId: candidate(),
  slotId: integer('slot_id')
    .notNull()
    .references(() => interviewSlots.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  bookedAt: tz('booked_at').notNull(),
});

export interface AssessmentQuestionRow {
  id: string;
  prompt: string;
  language: string;
  starter_code: string;
}

export const assessments = pgTable('assessments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id')
    .notNull()
    .unique()
    .references(() => candidateJobs.id, { onDelete: 'cascade' }),
  candidateId: candidate(),
  title: text('title').notNull(),
  instructions: text('instructions').notNull().default(''),
  questions: jsonb('questions').$type<AssessmentQuestionRow[]>().notNull(),
  timeLimitMinutes: integer('time_limit_minutes').notNull(),
  deadlineAt: tz('deadline_at').notNull(),
  allowFiles: boolean('allow_files').notNull().default(true),
  createdAt: tz('created_at').notNull(),
  consentedAt: tz('consented_at'),
  endsAt: tz('ends_at'),
  draft: jsonb('draft').$type<Record<string, string>>().notNull().default({}),
  draftSavedAt: tz('draft_saved_at'),
  answers: jsonb('answers').$type<Record<string, string>>(),
  submittedAt: tz('submitted_at'),
  score: integer('score'),
  result: text('result').$type<'passed' | 'failed'>(),
  feedback: text('feedback'),
  reviewedAt: tz('reviewed_at'),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
});

export const assessmentFiles = pgTable('assessment_files', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  assessmentId: integer('assessment_id')
    .notNull()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  candidateId: candidate(),
  questionId: text('question_id').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull(),
  uploadedAt: tz('uploaded_at').notNull(),
});

export const mandatoryRequests = pgTable('mandatory_requests', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => candidateJobs.id, { onDelete: 'cascade' }),
  candidateId: candidate(),
  requiredDetails: jsonb('required_details').$type<string[]>().notNull(),
  requiredDocuments: jsonb('required_documents').$type<string[]>().notNull(),
  details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
  requestedAt: tz('requested_at').notNull(),
  requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: tz('updated_at').notNull(),
  completedAt: tz('completed_at'),
  /** decision 046: the deadline, and when it passed with something still missing */
  dueAt: tz('due_at'),
  lapsedAt: tz('lapsed_at'),
});

export const mandatoryDocuments = pgTable('mandatory_documents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: application(),
  candidateId: candidate(),
  kind: text('kind').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull(),
  uploadedAt: tz('uploaded_at').notNull(),
});

export const mandatoryReads = pgTable('mandatory_reads', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  applicationId: application(),
  candidateId: candidate(),
  readerUserId: uuid('reader_user_id').references(() => users.id, { onDelete: 'set null' }),
  readerRole: text('reader_role').$type<'candidate' | 'hiring' | 'operator'>().notNull(),
  what: text('what').notNull(),
  documentId: integer('document_id'),
  at: tz('at').notNull(),
});
