// Surveys (spec 02 §7 catalogue: /1/survey_questions/, /submit_survey/,
// /candidate-survey-forms/, /survey-forms/, /survey-form-submission/; the
// /survey/ page). Shapes are ours (decision 016): forms made of questions of
// the usual types, addressed to candidates after an application, an interview
// or an offer, answered once.
import { z } from 'zod';
import { Messages } from './messages.ts';
import { freeText, requiredText } from './fields.ts';
import { hasForbiddenSymbols } from './validators.ts';

const Id = z.coerce.number().int().positive().max(2147483647);

/** spec 02 §7: the fixed survey answered at /1/survey_questions/ and /submit_survey/. */
export const FIXED_SURVEY_ID = 1;

export const SurveyMessages = {
  alreadySubmitted: 'You have already answered this survey.',
  answerRequired: 'Please answer this question.',
  chooseOne: 'Choose one of the options.',
  chooseListed: 'Choose only listed options.',
  rating: (max: number) => `Choose a rating from 1 to ${max}.`,
  unknownQuestion: 'This survey has no such question.',
  textTooLong: 'Keep the answer under 2000 characters.',
  notYours: 'Only candidates of your company’s jobs can receive your surveys.',
} as const;

export const SURVEY_QUESTION_KINDS = ['single', 'multiple', 'rating', 'text'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];
export const SURVEY_TRIGGERS = ['after_application', 'after_interview', 'after_offer'] as const;
export type SurveyTrigger = (typeof SURVEY_TRIGGERS)[number];
export const SURVEY_TRIGGER_LABELS: Record<SurveyTrigger | 'platform', string> = {
  after_application: 'After your application',
  after_interview: 'After your interview',
  after_offer: 'After your offer',
  platform: 'About this platform',
};

export const SurveyQuestionSchema = z.object({
  id: z.string().regex(/^[a-z0-9_]{1,40}$/, { message: 'Use lowercase letters, digits and _ (at most 40).' }),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  label: requiredText(300),
  options: z.array(requiredText(120)).max(12).optional(),
  /** Rating: the highest value (1 to scale). */
  scale: z.union([z.literal(5), z.literal(10)]).optional(),
  required: z.boolean(),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>;

/** A question list a hiring team may publish: choices have 2–12 distinct options, ratings a scale. */
export const SurveyQuestionsSchema = z
  .array(SurveyQuestionSchema)
  .min(1)
  .max(30)
  .superRefine((questions, ctx) => {
    const ids = new Set<string>();
    questions.forEach((q, index) => {
      if (ids.has(q.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Question ids must differ.' });
      ids.add(q.id);
      const choice = q.kind === 'single' || q.kind === 'multiple';
      if (choice && (!q.options || q.options.length < 2 || new Set(q.options).size !== q.options.length)) {
        ctx.addIssue({ code: 'custom', path: [index, 'options'], message: 'Give at least two different options.' });
      }
      if (!choice && q.options) {
        ctx.addIssue({ code: 'custom', path: [index, 'options'], message: 'Only choice questions have options.' });
      }
      if (q.kind === 'rating' && !q.scale) {
        ctx.addIssue({ code: 'custom', path: [index, 'scale'], message: 'A rating needs a scale of 5 or 10.' });
      }
    });
  });

export const SurveyFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  questions: z.array(SurveyQuestionSchema),
});
export type SurveyForm = z.infer<typeof SurveyFormSchema>;

/** One answer: a choice, several choices, a rating or text. */
export const SurveyAnswerSchema = z.union([z.string().max(2000), z.array(z.string().max(120)).max(12), z.number()]);
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>;
export const SurveyAnswersSchema = z
  .record(z.string().max(40), SurveyAnswerSchema)
  .refine((v) => Object.keys(v).length <= 30, { message: 'Too many answers.' });
export type SurveyAnswers = z.infer<typeof SurveyAnswersSchema>;

/**
 * Checks answers against the questions; {questionId: message} for each problem (empty when fine).
 * Free text follows the forbidden-symbol rule (spec 02 §5).
 */
export function surveyAnswerIssues(questions: readonly SurveyQuestion[], answers: SurveyAnswers) {
  const issues: Record<string, string> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) issues[id] = SurveyMessages.unknownQuestion;
  for (const q of questions) {
    const answer = answers[q.id];
    const empty =
      answer === undefined ||
      answer === null ||
      (typeof answer === 'string' && answer.trim() === '') ||
      (Array.isArray(answer) && answer.length === 0);
    if (empty) {
      if (q.required) issues[q.id] = SurveyMessages.answerRequired;
      continue;
    }
    const options = q.options ?? [];
    if (q.kind === 'single' && !(typeof answer === 'string' && options.includes(answer))) {
      issues[q.id] = SurveyMessages.chooseOne;
    } else if (
      q.kind === 'multiple' &&
      !(Array.isArray(answer) && new Set(answer).size === answer.length && answer.every((a) => options.includes(a)))
    ) {
      issues[q.id] = SurveyMessages.chooseListed;
    } else if (
      q.kind === 'rating' &&
      !(typeof answer === 'number' && Number.isInteger(answer) && answer >= 1 && answer <= (q.scale ?? 5))
    ) {
      issues[q.id] = SurveyMessages.rating(q.scale ?? 5);
    } else if (q.kind === 'text') {
      if (typeof answer !== 'string') issues[q.id] = SurveyMessages.answerRequired;
      else if (hasForbiddenSymbols(answer)) issues[q.id] = Messages.forbiddenSymbols;
      else if (answer.trim().length > 2000) issues[q.id] = SurveyMessages.textTooLong;
    }
  }
  return issues;
}

export const FixedSurveySchema = SurveyFormSchema.extend({
  /** Whether the signed-in caller already answered it (false for visitors). */
  submitted: z.boolean(),
});
export const SubmitSurveySchema = z.object({ answers: SurveyAnswersSchema });
export const SurveySubmittedSchema = z.object({ detail: z.string(), submitted_at: z.string() });

export const SURVEY_FORM_STATUSES = ['pending', 'submitted'] as const;

/** A survey addressed to the candidate (an entry of /candidate-survey-forms/). */
export const CandidateSurveyFormSchema = z.object({
  id: z.number().int(),
  survey_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  trigger: z.enum([...SURVEY_TRIGGERS, 'platform']),
  trigger_label: z.string(),
  application_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  company_name: z.string().nullable(),
  status: z.enum(SURVEY_FORM_STATUSES),
  sent_at: z.string(),
  submitted_at: z.string().nullable(),
});
export type CandidateSurveyForm = z.infer<typeof CandidateSurveyFormSchema>;
export const CandidateSurveyFormListSchema = z.object({
  count: z.number().int(),
  results: z.array(CandidateSurveyFormSchema),
});

/** /survey-forms/?form_id=: one addressed survey with its questions (and the answers once submitted). */
export const SurveyFormQuerySchema = z.object({ form_id: Id });
export const CandidateSurveyFormDetailSchema = CandidateSurveyFormSchema.extend({
  questions: z.array(SurveyQuestionSchema),
  answers: SurveyAnswersSchema.nullable(),
});
export type CandidateSurveyFormDetail = z.infer<typeof CandidateSurveyFormDetailSchema>;
export const SurveyFormSubmissionSchema = z.object({ form_id: Id, answers: SurveyAnswersSchema });

// hiring side

export const CreateSurveySchema = z.object({
  title: requiredText(200),
  description: freeText(1000).optional(),
  trigger: z.enum(SURVEY_TRIGGERS),
  questions: SurveyQuestionsSchema,
});
export type CreateSurvey = z.infer<typeof CreateSurveySchema>;
export const HiringSurveySchema = SurveyFormSchema.extend({
  trigger: z.enum(SURVEY_TRIGGERS),
  created_at: z.string(),
  sent_count: z.number().int(),
  submitted_count: z.number().int(),
});
export type HiringSurvey = z.infer<typeof HiringSurveySchema>;
export const HiringSurveyListSchema = z.object({ results: z.array(HiringSurveySchema) });
export const SendSurveySchema = z.object({ application_ids: z.array(Id).min(1).max(200) });
export const SendSurveyResultSchema = z.object({
  sent: z.number().int(),
  /** Applications that already had this survey: not sent twice. */
  already_sent: z.number().int(),
});
export const SurveyResponseSchema = z.object({
  form_id: z.number().int(),
  application_id: z.number().int().nullable(),
  candidate: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(SURVEY_FORM_STATUSES),
  sent_at: z.string(),
  submitted_at: z.string().nullable(),
  answers: SurveyAnswersSchema.nullable(),
});
export const SurveyResponseListSchema = z.object({ results: z.array(SurveyResponseSchema) });
