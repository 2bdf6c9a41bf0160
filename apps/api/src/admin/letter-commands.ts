// Admin commands for offers, pay (CTC) letters and surveys (decision 016):
// an operator acts for the company of the application, through the same
// services and checks as the hiring-team endpoints.
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { CreateCtcSchema, CreateOfferSchema, ReviseOfferSchema } from '@talent/contracts/offers';
import { CreateSurveySchema, SendSurveySchema } from '@talent/contracts/surveys';
import { loadConfig } from '../config/env.ts';
import { HttpError } from '../lib/errors.ts';
import { commandPublicUrl } from './public-url.ts';
import { companyBySlug } from '../modules/hiring/team.repo.ts';
import { createCtcService } from '../modules/offers/ctc.service.ts';
import { createOffersHiringService } from '../modules/offers/offers-hiring.service.ts';
import { createSurveysService } from '../modules/surveys/surveys.service.ts';
import { UsageError, type Command, type CommandContext } from './cli.ts';

const OPERATOR = { companyId: null, userId: null };
const DAY_MS = 24 * 60 * 60 * 1000;

const depsOf = (context: CommandContext) => ({
  db: context.database.db,
  now: () => context.now,
  publicUrl: commandPublicUrl(loadConfig()),
});

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new UsageError(result.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n'));
  }
  return result.data;
}

/** A refusal of the service (400/404/409) printed as its message, not as a crash. */
export async function service<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) {
      const { body } = error;
      const text =
        'detail' in body
          ? error.message
          : Object.entries(body)
              .map(([field, messages]) => `${field}: ${[messages].flat().join(' ')}`)
              .join('\n');
      throw new UsageError(`Refused (${error.statusCode}): ${text}`);
    }
    throw error;
  }
}

const days = (context: CommandContext, name: string) => {
  const value = context.options[name];
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`--${name} is a positive number of days.`);
  return new Date(context.now.getTime() + n * DAY_MS).toISOString();
};

const jsonOption = (context: CommandContext, name: string) => {
  const value = context.options[name];
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new UsageError(`--${name} is JSON, e.g. '{"joining_bonus":"INR 50000"}'.`);
  }
};

export const letterCommands: Record<string, Command> = {
  'offer-create': {
    usage:
      '--application <id> --role <text> --start <YYYY-MM-DD> --location <text> --expires-in-days <n> [--template <id>] [--fields <json>]',
    options: ['application', 'role', 'start', 'location', 'expires-in-days', 'template', 'fields'],
    summary: 'Make an offer on an application (letter from the template, e-mailed to the candidate).',
    async run(context) {
      const o = context.options;
      const input = parse(CreateOfferSchema, {
        application_id: o.application,
        role: o.role,
        start_date: o.start,
        location: o.location,
        expires_at: days(context, 'expires-in-days'),
        ...(o.template ? { template_id: o.template } : {}),
        ...(o.fields ? { fields: jsonOption(context, 'fields') } : {}),
      });
      const offer = await service(() => createOffersHiringService(depsOf(context)).create(OPERATOR, input));
      context.print(`Offer ${offer.id} (version ${offer.version}) sent to ${offer.candidate.email}.`);
    },
  },
  'offer-revise': {
    usage:
      '--offer <id> --note <what changed> [--role <text>] [--start <YYYY-MM-DD>] [--location <text>] [--expires-in-days <n>] [--fields <json>]',
    options: ['offer', 'note', 'role', 'start', 'location', 'expires-in-days', 'fields'],
    summary: 'Revise an open offer: a new version the candidate must accept again.',
    async run(context) {
      const o = context.options;
      const id = Number(o.offer);
      if (!Number.isInteger(id) || id <= 0) throw new UsageError('--offer is an offer id.');
      const input = parse(ReviseOfferSchema, {
        change_note: o.note,
        ...(o.role ? { role: o.role } : {}),
        ...(o.start ? { start_date: o.start } : {}),
        ...(o.location ? { location: o.location } : {}),
        ...(o['expires-in-days'] ? { expires_at: days(context, 'expires-in-days') } : {}),
        ...(o.fields ? { fields: jsonOption(context, 'fields') } : {}),
      });
      const offer = await service(() => createOffersHiringService(depsOf(context)).revise(OPERATOR, id, input));
      context.print(`Offer ${offer.id} is now at version ${offer.version}.`);
    },
  },
  'offer-withdraw': {
    usage: '--offer <id> --reason <text>',
    options: ['offer', 'reason'],
    summary: 'Withdraw an open offer.',
    async run(context) {
      const id = Number(context.options.offer);
      const reason = context.options.reason?.trim();
      if (!Number.isInteger(id) || id <= 0 || !reason) throw new UsageError('--offer and --reason are required.');
      await service(() => createOffersHiringService(depsOf(context)).withdraw(OPERATOR, id, { reason }));
      context.print(`Offer ${id} withdrawn.`);
    },
  },
  'ctc-create': {
    usage:
      '--application <id> --currency <USD|EUR|INR|AED|GBP> --fixed <amount> [--variable <amount>] [--bonus <amount>] [--other "Label:amount|Label:amount"] [--effective <YYYY-MM-DD>] [--note <text>]',
    options: ['application', 'currency', 'fixed', 'variable', 'bonus', 'other', 'effective', 'note'],
    summary: 'Send a pay (CTC) letter with its breakdown (whole amounts; total at least 10000).',
    async run(context) {
      const o = context.options;
      const other = o.other?.split('|').map((part) => {
        const at = part.lastIndexOf(':');
        if (at < 1) throw new UsageError('--other is "Label:amount|Label:amount".');
        return { label: part.slice(0, at).trim(), amount: part.slice(at + 1).trim() };
      });
      const input = parse(CreateCtcSchema, {
        application_id: o.application,
        currency: o.currency,
        fixed: o.fixed,
        ...(o.variable ? { variable: o.variable } : {}),
        ...(o.bonus ? { bonus: o.bonus } : {}),
        ...(other ? { other_components: other } : {}),
        ...(o.effective ? { effective_from: o.effective } : {}),
        ...(o.note ? { note: o.note } : {}),
      });
      const letter = await service(() => createCtcService(depsOf(context)).create(OPERATOR, input));
      context.print(
        `Pay letter ${letter.id} sent: total ${letter.currency} ${letter.total} (${letter.total_in_words}).`,
      );
    },
  },
  'survey-create': {
    usage: '--company <slug> <survey.json>',
    options: ['company'],
    summary: 'Add a company survey from a JSON file {title, description, trigger, questions[]}.',
    async run(context) {
      const slug = context.options.company?.trim();
      const [file] = context.positionals;
      if (!slug || !file) throw new UsageError('--company and the survey file are required.');
      const company = await companyBySlug(context.database.db, slug);
      if (!company) throw new UsageError(`No company '${slug}'.`);
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(file, 'utf8'));
      } catch {
        throw new UsageError(`${file} is not a readable JSON file.`);
      }
      const input = parse(CreateSurveySchema, raw);
      const survey = await createSurveysService(depsOf(context)).create({ companyId: company.id, userId: null }, input);
      context.print(`Survey ${survey.id} created for ${slug} with ${survey.questions.length} questions.`);
    },
  },
  'survey-send': {
    usage: '--survey <id> --applications <id,id,…>',
    options: ['survey', 'applications'],
    summary: 'Address a company survey to the candidates of some applications (once each; e-mailed).',
    async run(context) {
      const id = Number(context.options.survey);
      if (!Number.isInteger(id) || id <= 0) throw new UsageError('--survey is a survey id.');
      const { application_ids } = parse(SendSurveySchema, {
        application_ids: (context.options.applications ?? '').split(',').filter(Boolean),
      });
      const result = await service(() => createSurveysService(depsOf(context)).send(OPERATOR, id, application_ids));
      context.print(`Survey ${id}: ${result.sent} sent, ${result.already_sent} already had it.`);
    },
  },
};
