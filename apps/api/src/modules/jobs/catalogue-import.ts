// What operators' catalogue rows must hold (decision 011): companies, jobs,
// banners and promotional cards as the admin command line reads them, checked
// with zod before anything is written; a refused import names every problem.
import { z } from 'zod';
import type { PlacedContentValues } from './catalogue.repo.ts';
import { CURRENCIES } from '@talent/contracts/constants';
import { EMPLOYMENT_TYPES } from '@talent/contracts/hiring';
import { ScreeningQuestionSchema } from '@talent/contracts/applications';
import { isValidUrl } from '@talent/contracts/validators';

const SLUG = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens')
  .max(120);
const text = (max: number) => z.string().trim().max(max);
// http(s) only: these links end up in hrefs and window.open (javascript: and data: are refused)
const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(isValidUrl, { message: 'must be an http(s) URL' })
  .nullish()
  .or(z.literal('').transform(() => null));
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');
const optionalInt = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const n = Number(v);
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: 'must be a whole number' });
      return z.NEVER;
    }
    return n;
  });

export const CompanyImportSchema = z.object({
  slug: SLUG,
  name: text(200).min(1),
  short_description: text(500).default(''),
  about: text(20000).default(''),
  logo_url: optionalUrl,
  website: optionalUrl,
  industry: text(120).nullish(),
  size: text(40).nullish(),
  founded: optionalInt,
  headquarters: text(200).nullish(),
  priority: optionalInt.transform((v) => v ?? 0),
});
export type CompanyImport = z.input<typeof CompanyImportSchema>;

const list = z
  .union([z.array(z.string()), z.string()])
  .default([])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split('|'))
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 30),
  );

export const JobImportSchema = z
  .object({
    job_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{2,40}$/, 'letters, digits and hyphens'),
    company: SLUG,
    title: text(200).min(1),
    slug: SLUG.optional(),
    description: text(50000).default(''),
    location: text(200).default(''),
    country_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
      .transform((v) => v.toUpperCase())
      .default('IN'),
    is_remote: flag.default(false),
    employment_type: z.enum(EMPLOYMENT_TYPES).default('FULL_TIME'),
    job_category: text(100).default(''),
    job_sub_category: text(100).default(''),
    skills: list,
    experience_min: optionalInt.transform((v) => v ?? 0),
    experience_max: optionalInt.transform((v) => v ?? 0),
    salary_min: optionalInt,
    salary_max: optionalInt,
    salary_currency: z
      .enum(CURRENCIES)
      .nullish()
      .or(z.literal('').transform(() => null)),
    flow_type: text(40).default('regular'),
    is_anonymized: flag.default(false),
    is_published: flag.default(true),
    is_leadership: flag.default(false),
    redirection_url: optionalUrl,
    is_external: flag.default(false),
    valid_through: z.coerce
      .date()
      .nullish()
      .or(z.literal('').transform(() => null)),
    screening_questions: z
      .union([z.array(ScreeningQuestionSchema), z.string()])
      .default([])
      .transform((v, ctx) => {
        if (Array.isArray(v)) return v;
        if (!v.trim()) return [];
        try {
          return z.array(ScreeningQuestionSchema).parse(JSON.parse(v));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON list of questions' });
          return z.NEVER;
        }
      }),
  })
  .refine((v) => v.experience_min <= v.experience_max, {
    message: 'experience_min must not exceed experience_max',
    path: ['experience_max'],
  })
  .refine((v) => v.salary_min === null || v.salary_max === null || v.salary_min <= v.salary_max, {
    message: 'salary_min must not exceed salary_max',
    path: ['salary_max'],
  })
  .refine((v) => !v.is_external || Boolean(v.redirection_url), {
    message: 'an external job needs its redirection_url',
    path: ['redirection_url'],
  });
export type JobImport = z.input<typeof JobImportSchema>;

export class ImportError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Import refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ImportError';
    this.problems = problems;
  }
}

export function parseAll<S extends z.ZodType>(schema: S, rows: unknown[], label: (row: unknown, i: number) => string) {
  const parsed: z.output<S>[] = [];
  const problems: string[] = [];
  rows.forEach((row, i) => {
    const result = schema.safeParse(row);
    if (result.success) parsed.push(result.data);
    else
      problems.push(
        ...result.error.issues.map((issue) => `${label(row, i)}: ${issue.path.join('.') || 'row'} ${issue.message}`),
      );
  });
  if (problems.length) throw new ImportError(problems);
  return parsed;
}

export const rowLabel = (key: string) => (row: unknown, i: number) => {
  const value = row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
  return `row ${i + 1}${typeof value === 'string' && value ? ` (${value})` : ''}`;
};

/** The fields banners and promotional cards share, as stored. */
export function placedContent(item: {
  placement: string;
  title: string;
  body: string;
  link_url?: string | null | undefined;
  link_text?: string | null | undefined;
  priority: number;
}): PlacedContentValues {
  return {
    placement: item.placement,
    title: item.title,
    body: item.body,
    linkUrl: item.link_url ?? null,
    linkText: item.link_text ?? null,
    priority: item.priority,
  };
}

export const BannerImportSchema = z.object({
  placement: text(40).default('home'),
  title: text(200).min(1),
  body: text(1000).default(''),
  link_url: z.string().trim().max(2000).nullish(),
  link_text: text(80).nullish(),
  priority: z.coerce.number().int().default(0),
  starts_at: z.coerce.date().nullish(),
  ends_at: z.coerce.date().nullish(),
});
export const PromotionalCardImportSchema = z.object({
  placement: text(40).default('home'),
  title: text(200).min(1),
  body: text(1000).default(''),
  image_url: z.string().trim().max(2000).nullish(),
  link_url: z.string().trim().max(2000).nullish(),
  link_text: text(80).nullish(),
  priority: z.coerce.number().int().default(0),
});

export type BannerImport = z.input<typeof BannerImportSchema>;
export type PromotionalCardImport = z.input<typeof PromotionalCardImportSchema>;
