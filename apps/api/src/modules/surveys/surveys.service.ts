// Surveys (spec 02 §7; decision 016): the platform's fixed survey (id 1) any
// signed-in candidate may answer once, and companies' surveys addressed to the
// candidates of their applications (after an application, an interview or an
// offer), each answered once. Answers are checked against the questions with
// the same rules the client uses (free text: the forbidden-symbol rule).
import {
  FIXED_SURVEY_ID,
  SURVEY_TRIGGER_LABELS,
  SurveyMessages,
  surveyAnswerIssues,
  type CandidateSurveyForm,
  type CandidateSurveyFormDetail,
  type CreateSurvey,
  type HiringSurvey,
  type SurveyAnswers,
} from '@talent/contracts/surveys';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { recordStageChange } from '../application-core/application-events.ts';
import { tellCandidate } from '../application-core/lifecycle.ts';
import { applicationFacts, findApplication } from '../../db/application-facts.ts';
import type { NextStepSource } from '../application-core/next-steps.ts';
import { letterMail } from '../offers/letter-emails.ts';
import type { HiringScope } from '../offers/offers.service.ts';
import * as repo from './surveys.repo.ts';
import type { FormWithSurvey, SurveyRow } from './surveys.repo.ts';

export interface SurveysDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
}

export const surveyPagePath = (formId: number) => `/survey/?form=${formId}`;

/** Trims text answers; the checks run on what is stored. */
const normalise = (answers: SurveyAnswers): SurveyAnswers =>
  Object.fromEntries(Object.entries(answers).map(([id, a]) => [id, typeof a === 'string' ? a.trim() : a]));

function toForm({ form, survey, jobTitle, companyName }: FormWithSurvey): CandidateSurveyForm {
  return {
    id: form.id,
    survey_id: survey.id,
    title: survey.title,
    description: survey.description,
    trigger: survey.trigger,
    trigger_label: SURVEY_TRIGGER_LABELS[survey.trigger],
    application_id: form.applicationId,
    job_title: jobTitle,
    company_name: companyName,
    status: form.status,
    sent_at: form.sentAt.toISOString(),
    submitted_at: form.submittedAt?.toISOString() ?? null,
  };
}

const toDetail = (row: FormWithSurvey): CandidateSurveyFormDetail => ({
  ...toForm(row),
  questions: row.survey.questions,
  answers: row.form.answers,
});

function toHiringSurvey(row: SurveyRow, sent: number, submitted: number): HiringSurvey {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    questions: row.questions,
    trigger: row.trigger === 'platform' ? 'after_application' : row.trigger,
    created_at: row.createdAt.toISOString(),
    sent_count: sent,
    submitted_count: submitted,
  };
}

export function createSurveysService(deps: SurveysDeps) {
  const { db } = deps;

  function checkAnswers(questions: SurveyRow['questions'], answers: SurveyAnswers) {
    const issues = surveyAnswerIssues(questions, answers);
    if (Object.keys(issues).length) throw fieldErrors(issues);
  }

  async function ownForm(tx: DbOrTx, candidateId: number, formId: number) {
    const row = await repo.findForm(tx, formId);
    if (!row || row.form.candidateId !== candidateId) throw notFound();
    return row;
  }

  async function companySurvey(tx: DbOrTx, scope: HiringScope, id: number) {
    const survey = await repo.findSurvey(tx, id);
    // the fixed survey is the platform's: no company sends it or reads its answers here
    if (!survey || survey.companyId === null || (scope.companyId !== null && survey.companyId !== scope.companyId))
      throw notFound();
    return survey;
  }

  return {
    async fixedSurvey(candidateId: number | null) {
      const survey = (await repo.findSurvey(db, FIXED_SURVEY_ID))!;
      const form = candidateId === null ? null : await repo.fixedSurveyForm(db, survey.id, candidateId);
      return {
        id: survey.id,
        title: survey.title,
        description: survey.description,
        questions: survey.questions,
        submitted: form?.status === 'submitted',
      };
    },

    async submitFixed(candidateId: number, rawAnswers: SurveyAnswers) {
      const survey = (await repo.findSurvey(db, FIXED_SURVEY_ID))!;
      if (await repo.fixedSurveyForm(db, survey.id, candidateId))
        throw detailError(409, SurveyMessages.alreadySubmitted);
      const answers = normalise(rawAnswers);
      checkAnswers(survey.questions, answers);
      const now = deps.now();
      const row = await repo.insertFixedSubmission(db, { surveyId: survey.id, candidateId, answers, now });
      if (!row) throw detailError(409, SurveyMessages.alreadySubmitted);
      return { detail: 'Thank you for answering the survey.', submitted_at: now.toISOString() };
    },

    async listForms(candidateId: number) {
      const results = (await repo.formsOfCandidate(db, candidateId)).map(toForm);
      return { count: results.length, results };
    },

    async getForm(candidateId: number, formId: number) {
      return toDetail(await ownForm(db, candidateId, formId));
    },

    async submitForm(candidateId: number, input: { form_id: number; answers: SurveyAnswers }) {
      const existing = await ownForm(db, candidateId, input.form_id);
      if (existing.form.status === 'submitted') throw detailError(409, SurveyMessages.alreadySubmitted);
      const answers = normalise(input.answers);
      checkAnswers(existing.survey.questions, answers);
      const now = deps.now();
      const submitted = await db.transaction(async (tx) => {
        const row = await repo.submitForm(tx, { id: existing.form.id, candidateId, answers, now });
        if (!row) return null;
        const application = row.applicationId ? await findApplication(tx, row.applicationId) : null;
        if (application) {
          await recordStageChange(tx, {
            applicationId: application.id,
            stage: application.stage,
            action: 'survey_answered',
            summary: `You answered the survey “${existing.survey.title}”.`,
            actor: { kind: 'candidate' },
            at: now,
            subject: { kind: 'survey', id: row.id },
            keepStage: true,
          });
        }
        return row;
      });
      if (!submitted) throw detailError(409, SurveyMessages.alreadySubmitted);
      return toDetail((await repo.findForm(db, existing.form.id))!);
    },

    // ------------------------------------------------------------ hiring team

    async listForCompany(scope: HiringScope & { companyId: number }) {
      const rows = await repo.surveysOfCompany(db, scope.companyId);
      return { results: rows.map(({ row, sent, submitted }) => toHiringSurvey(row, sent, submitted)) };
    },

    async create(scope: HiringScope & { companyId: number }, input: CreateSurvey) {
      const row = await repo.insertSurvey(db, {
        companyId: scope.companyId,
        title: input.title,
        description: input.description ?? '',
        trigger: input.trigger,
        questions: input.questions,
        createdBy: scope.userId,
        createdAt: deps.now(),
      });
      return toHiringSurvey(row, 0, 0);
    },

    async send(scope: HiringScope, surveyId: number, applicationIds: number[]) {
      const now = deps.now();
      return db.transaction(async (tx) => {
        const survey = await companySurvey(tx, scope, surveyId);
        let sent = 0;
        let already = 0;
        for (const applicationId of [...new Set(applicationIds)]) {
          const facts = await applicationFacts(tx, applicationId);
          // another company's application is as unknown as a missing one; nothing is sent to anyone
          if (!facts || facts.companyId !== survey.companyId) throw notFound();
          const form = await repo.insertForm(tx, {
            surveyId: survey.id,
            candidateId: facts.candidateId,
            applicationId,
            sentBy: scope.userId,
            now,
          });
          if (!form) {
            already += 1;
            continue;
          }
          sent += 1;
          const application = (await findApplication(tx, applicationId))!;
          await recordStageChange(tx, {
            applicationId,
            stage: application.stage,
            action: 'survey_sent',
            summary: `${facts.companyName} asked you to answer a survey: “${survey.title}”.`,
            actor: { kind: 'hiring', userId: scope.userId },
            at: now,
            subject: { kind: 'survey', id: form.id },
            keepStage: true,
          });
          await enqueueEmail(
            tx,
            letterMail(deps.publicUrl, {
              to: facts.candidateEmail,
              name: facts.candidateName,
              subject: `${facts.companyName} would like your feedback`,
              lines: [
                `${facts.companyName} asks you to answer a short survey about your application for ${facts.jobTitle}: “${survey.title}”.`,
              ],
              action: { label: 'Answer the survey', path: surveyPagePath(form.id) },
            }),
            `survey-sent:${form.id}`,
          );
          await tellCandidate(tx, {
            applicationId,
            kind: 'survey.sent',
            title: 'A survey is waiting',
            body: `${facts.companyName} asks you to answer “${survey.title}”.`,
            link: surveyPagePath(form.id),
            email: false,
          });
        }
        return { sent, already_sent: already };
      });
    },

    async responses(scope: HiringScope, surveyId: number) {
      const survey = await companySurvey(db, scope, surveyId);
      const rows = await repo.responsesOf(db, survey.id);
      return {
        results: rows.map(({ form, firstName, lastName }) => ({
          form_id: form.id,
          application_id: form.applicationId,
          candidate: { id: form.candidateId, name: [firstName, lastName].filter(Boolean).join(' ') },
          status: form.status,
          sent_at: form.sentAt.toISOString(),
          submitted_at: form.submittedAt?.toISOString() ?? null,
          answers: form.answers,
        })),
      };
    },
  };
}
export type SurveysService = ReturnType<typeof createSurveysService>;

/** Timeline next step: a survey of this application waiting for answers. */
export const pendingSurveyStep: NextStepSource = async (db, application) =>
  (await repo.pendingFormsOfApplication(db, application.id)).map((form) => ({
    title: `Answer the survey “${form.title}”`,
    link: surveyPagePath(form.id),
    due_at: null,
    stage: application.stage,
  }));
