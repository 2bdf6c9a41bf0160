// The ground-truth corpus for the resume analyzer (decision 007: accuracy). A
// resume spec holds the known field values, the layout and the injected
// defects; the manifest records, per generated file, the truth the benchmark
// compares the parser against and the checks that must warn or fail.
import type { CheckId } from '@talent/contracts/resume-analysis';

export const LAYOUTS = [
  'classic',
  'modern',
  'two-column',
  'table',
  'header-contact',
  'compact',
  'timeline',
  'banner',
  'dates-first',
  'sidebar-right',
  'narrative',
  'airy',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * Never looked at while tuning the parser; reported apart. Each pair was
 * measured once, then tuned on and moved to tuning, and a new pair took its
 * place: 'compact' and 'timeline' first, then 'banner' and 'dates-first',
 * now 'sidebar-right' and 'narrative'. Layouts added for tuning ('airy':
 * letter-spaced headings and 'Title, Company, City' role lines) come after
 * the held-out pair, so generating them changes no held-out file.
 */
export const HELD_OUT_LAYOUTS: readonly Layout[] = ['sidebar-right', 'narrative'];

export const DEFECTS = [
  'date-gaps',
  'date-overlaps',
  'date-validity',
  'date-order',
  'date-format',
  'quantified-bullets',
  'action-verbs',
  'first-person',
  'repeated-verbs',
  'photo',
  'date-of-birth',
  'street-address',
  'no-email',
  'no-phone',
  'no-linkedin',
  'no-location',
  'no-skills',
  'odd-headings',
  'icons',
  'many-fonts',
  'long',
  'bullets-per-role',
  'few-skills',
  'soft-skills',
  'unbacked-skills',
  'name-mismatch',
] as const;
export type Defect = (typeof DEFECTS)[number];

export type DateStyle = 'month-short' | 'month-dot' | 'month-long' | 'numeric' | 'iso' | 'year';

export interface YM {
  year: number;
  month: number;
}

export interface RoleSpec {
  company: string;
  title: string;
  location: string;
  start: YM;
  /** null: "Present". */
  end: YM | null;
  bullets: string[];
  /** Written in another style than the rest (the date-format defect). */
  dateStyle: DateStyle;
}

export interface EducationSpec {
  institution: string;
  degree: string;
  area: string | null;
  startYear: number;
  endYear: number;
  grade: string | null;
}

export interface Headings {
  summary: string;
  work: string;
  education: string;
  skills: string;
  certificates: string;
}

export interface ResumeSpec {
  id: string;
  layout: Layout;
  format: 'pdf' | 'docx';
  name: string;
  headline: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  street: string | null;
  dateOfBirth: string | null;
  linkedin: string | null;
  github: string | null;
  summary: string;
  roles: RoleSpec[];
  education: EducationSpec[];
  /** null: no skills section at all. */
  skills: string[] | null;
  certificates: string[];
  headings: Headings;
  dateStyle: DateStyle;
  photo: boolean;
  icons: boolean;
  manyFonts: boolean;
  /** What the benchmark sends as candidate_name. */
  candidateName: string;
  defects: Defect[];
}

export interface TruthWork {
  company: string;
  title: string;
  /** 'YYYY-MM', or 'YYYY' when the resume writes years only. */
  start: string;
  end: string | null;
  current: boolean;
}

export interface TruthEducation {
  institution: string;
  degree: string;
  area: string | null;
  start: string;
  end: string;
}

export interface Truth {
  name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
  work: TruthWork[];
  education: TruthEducation[];
  skills: string[];
}

export interface ManifestEntry {
  id: string;
  file: string;
  format: 'pdf' | 'docx';
  layout: Layout | 'image-only';
  heldOut: boolean;
  candidateName: string;
  defects: Defect[];
  /** Checks that must come out warn or fail; every other check must pass. */
  expectedChecks: CheckId[];
  /** null for files with no readable text (the image-only scan). */
  truth: Truth | null;
}

export interface Manifest {
  generatedBy: string;
  files: ManifestEntry[];
}
