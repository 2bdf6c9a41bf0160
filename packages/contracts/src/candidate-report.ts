// The candidate report (/candidate-report/{userId}/, spec 01 §2): the page a
// hiring team reads. The shape is ours (decision 015).
import { z } from 'zod';
import { AssessmentResultSchema, AssessmentStateSchema } from './assessments.ts';
import { APPLICATION_STATUSES } from './applications.ts';

export const CandidateReportSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  experience: z.array(z.object({ title: z.string(), company: z.string(), period: z.string() })),
  education: z.array(z.object({ title: z.string(), institution: z.string() })),
  skills: z.array(z.string()),
  applications: z.array(
    z.object({
      application_id: z.number().int(),
      job_title: z.string(),
      company_name: z.string().nullable(),
      status: z.enum(APPLICATION_STATUSES),
      status_label: z.string(),
      applied_at: z.string(),
      screening_answers: z.array(z.object({ question: z.string(), answer: z.string() })),
      video_answers: z.array(
        z.object({
          question: z.string(),
          choice: z.string().nullable(),
          duration_ms: z.number().int(),
          recorded_at: z.string(),
        }),
      ),
      interview_at: z.string().nullable(),
      assessment: z
        .object({
          title: z.string(),
          state: AssessmentStateSchema,
          state_label: z.string(),
          result: AssessmentResultSchema.nullable(),
        })
        .nullable(),
    }),
  ),
  generated_at: z.string(),
});
export type CandidateReport = z.infer<typeof CandidateReportSchema>;
