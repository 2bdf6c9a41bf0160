// Admin commands for what the hiring side provides after an application
// (decision 015): self-screening video questions and interview slots per job,
// a coding assessment and its review per application, and the details and
// documents asked for after selection. An operator (companyId null) acts for
// any company, through the same services and checks as the hiring endpoints.
import { readFile } from 'node:fs/promises';
import { CreateAssessmentSchema, ReviewAssessmentSchema } from '@talent/contracts/assessments';
import { RequestMandatorySchema } from '@talent/contracts/mandatory-details';
import { CreateScreeningQuestionSchema, CreateSlotSchema } from '@talent/contracts/screening';
import { loadConfig } from '../config/env.ts';
import { createAssessmentsHiringService } from '../modules/assessments/assessments-hiring.service.ts';
import { createMandatoryHiringService } from '../modules/mandatory-details/mandatory-hiring.service.ts';
import { createScreeningHiringService } from '../modules/screening/screening-hiring.service.ts';
import { createStorage } from '../runtime.ts';
import { UsageError, type Command, type CommandContext } from './cli.ts';
import { parse, service } from './letter-commands.ts';

const OPERATOR = { companyId: null, userId: null };
const DAY_MS = 24 * 60 * 60 * 1000;

function depsOf(context: CommandContext) {
  return {
    db: context.database.db,
    now: () => context.now,
    storage: createStorage(loadConfig()),
  };
}

const required = (context: CommandContext, name: string) => {
  const value = context.options[name]?.trim();
  if (!value) throw new UsageError(`--${name} is required.`);
  return value;
};

const id = (context: CommandContext, name: string) => {
  const value = Number(required(context, name));
  if (!Number.isInteger(value) || value <= 0) throw new UsageError(`--${name} is a positive whole number.`);
  return value;
};

/** A comma-separated list option ('Yes,No'); absent gives undefined. */
const list = (context: CommandContext, name: string) =>
  context.options[name]
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const screeningCommands: Record<string, Command> = {
  'screening-question-add': {
    usage:
      '--job <id> --prompt <text> [--choices <a,b>] [--max-seconds <n>] [--parent <questionId> --follow-up-choice <choice>]',
    options: ['job', 'prompt', 'choices', 'max-seconds', 'parent', 'follow-up-choice'],
    summary:
      'Add a self-screening video question to a job, or a follow-up asked when the parent’s answer picks a choice.',
    async run(context) {
      const o = context.options;
      const input = parse(CreateScreeningQuestionSchema, {
        prompt: o.prompt,
        choices: list(context, 'choices') ?? [],
        ...(o['max-seconds'] ? { max_seconds: o['max-seconds'] } : {}),
        ...(o.parent ? { parent_id: o.parent } : {}),
        ...(o['follow-up-choice'] ? { follow_up_choice: o['follow-up-choice'] } : {}),
      });
      const jobId = id(context, 'job');
      const question = await service(() =>
        createScreeningHiringService(depsOf(context)).createQuestion(OPERATOR, jobId, input),
      );
      const follow = question.parent_id
        ? ` (follow-up of ${question.parent_id} on '${question.follow_up_choice}')`
        : '';
      context.print(`Question ${question.id} added to job ${jobId}${follow}: ${question.prompt}`);
    },
  },
  'screening-questions': {
    usage: '--job <id>',
    options: ['job'],
    summary: 'List a job’s self-screening video questions.',
    async run(context) {
      const jobId = id(context, 'job');
      const { results } = await service(() =>
        createScreeningHiringService(depsOf(context)).hiringQuestions(OPERATOR, jobId),
      );
      if (!results.length) context.print(`Job ${jobId} has no self-screening questions.`);
      for (const q of results) {
        const choices = q.choices.length ? ` [${q.choices.join(' / ')}]` : '';
        const follow = q.parent_id ? `  ↳ after ${q.parent_id} = '${q.follow_up_choice}': ` : '';
        context.print(`${q.id}\t${follow}${q.prompt}${choices} (${q.max_seconds} s)`);
      }
    },
  },
  'interview-slot-add': {
    usage: '--job <id> --starts <ISO date-time with offset> [--minutes <n>] [--capacity <n>]',
    options: ['job', 'starts', 'minutes', 'capacity'],
    summary: 'Offer a live-interview slot on a job (stored in UTC, shown in the candidate’s time zone).',
    async run(context) {
      const o = context.options;
      const input = parse(CreateSlotSchema, {
        starts_at: o.starts,
        ...(o.minutes ? { duration_minutes: o.minutes } : {}),
        ...(o.capacity ? { capacity: o.capacity } : {}),
      });
      const jobId = id(context, 'job');
      const slot = await service(() =>
        createScreeningHiringService(depsOf(context)).createSlot(OPERATOR, jobId, input),
      );
      context.print(
        `Slot ${slot.id} on job ${jobId}: ${slot.starts_at} for ${slot.duration_minutes} min, ${slot.capacity} seat(s).`,
      );
    },
  },
  'interview-slots': {
    usage: '--job <id>',
    options: ['job'],
    summary: 'List a job’s interview slots with their bookings.',
    async run(context) {
      const jobId = id(context, 'job');
      const { results } = await service(() =>
        createScreeningHiringService(depsOf(context)).hiringSlots(OPERATOR, jobId),
      );
      if (!results.length) context.print(`Job ${jobId} has no interview slots.`);
      for (const s of results) {
        context.print(`${s.id}\t${s.starts_at}\t${s.duration_minutes} min\t${s.booked_count}/${s.capacity} booked`);
      }
    },
  },
  'assessment-assign': {
    usage:
      '--application <id> --title <text> --questions <file.json> --minutes <n> --deadline-in-days <n> [--instructions <text>] [--no-files true]',
    options: ['application', 'title', 'questions', 'minutes', 'deadline-in-days', 'instructions', 'no-files'],
    summary:
      'Give an applicant a coding assessment (questions: a JSON list of {prompt, language, starter_code}); moves it to AS.',
    async run(context) {
      const o = context.options;
      let questions: unknown;
      try {
        questions = JSON.parse(await readFile(required(context, 'questions'), 'utf8'));
      } catch (error) {
        throw new UsageError(`--questions must be a readable JSON file: ${(error as Error).message}`);
      }
      const daysValue = Number(required(context, 'deadline-in-days'));
      if (!Number.isFinite(daysValue) || daysValue <= 0)
        throw new UsageError('--deadline-in-days is a positive number.');
      const input = parse(CreateAssessmentSchema, {
        title: o.title,
        instructions: o.instructions ?? '',
        questions,
        time_limit_minutes: o.minutes,
        deadline_at: new Date(context.now.getTime() + daysValue * DAY_MS).toISOString(),
        allow_files: o['no-files'] !== 'true',
      });
      const applicationId = id(context, 'application');
      const assessment = await service(() =>
        createAssessmentsHiringService(depsOf(context)).assign(OPERATOR, applicationId, input),
      );
      context.print(
        `Assessment ${assessment.id} '${assessment.title}' given on application ${applicationId}: ${assessment.time_limit_minutes} min, due ${assessment.deadline_at}.`,
      );
    },
  },
  'assessment-review': {
    usage: '--assessment <id> --score <0-100> --result passed|failed [--feedback <text>]',
    options: ['assessment', 'score', 'result', 'feedback'],
    summary: 'Review a submitted coding assessment; the candidate then sees the report.',
    async run(context) {
      const o = context.options;
      const input = parse(ReviewAssessmentSchema, { score: o.score, result: o.result, feedback: o.feedback ?? '' });
      const assessmentId = id(context, 'assessment');
      const reviewed = await service(() =>
        createAssessmentsHiringService(depsOf(context)).review(OPERATOR, assessmentId, input),
      );
      context.print(`Assessment ${reviewed.id} reviewed: ${reviewed.result?.result} (${reviewed.result?.score}).`);
    },
  },
  'mandatory-request': {
    usage: '--application <id> [--details <key,key>] [--documents <kind,kind>]',
    options: ['application', 'details', 'documents'],
    summary:
      'Select an applicant and ask for details (legal_name, date_of_birth, …) and documents (identity_proof, address_proof, …).',
    async run(context) {
      const input = parse(RequestMandatorySchema, {
        details: list(context, 'details') ?? [],
        documents: list(context, 'documents') ?? [],
      });
      const applicationId = id(context, 'application');
      const result = await service(() =>
        createMandatoryHiringService(depsOf(context)).request(OPERATOR, applicationId, input),
      );
      const asked = [...result.required_details.map((d) => d.label), ...result.required_documents.map((d) => d.label)];
      context.print(`Application ${applicationId} selected; asked for: ${asked.join('; ')}.`);
    },
  },
};
