// Precision and recall of the profile proposals (decision 027) against the
// corpus truth. An item counts as right only when the candidate could confirm
// it without editing: a role with its company, title, start and end; a degree
// with its institution and degree; a skill by name; a link by address. Shared
// by `npm run bench:prefill` and the unit test's accuracy floor.
import type { ConfidenceLevel, ResumePrefill } from '@talent/contracts/resume-prefill';
import type { Truth } from './corpus-model.ts';

export const PREFILL_KINDS = ['experience', 'education', 'skills', 'links'] as const;
export type PrefillKind = (typeof PREFILL_KINDS)[number];

export interface Tally {
  /** Proposed items that were right. */
  correct: number;
  proposed: number;
  /** Items the truth holds. */
  expected: number;
}

export const emptyTally = (): Tally => ({ correct: 0, proposed: 0, expected: 0 });
export const addTally = (to: Tally, more: Tally) => {
  to.correct += more.correct;
  to.proposed += more.proposed;
  to.expected += more.expected;
};
export const precisionOf = (t: Tally) => (t.proposed ? t.correct / t.proposed : 1);
export const recallOf = (t: Tally) => (t.expected ? t.correct / t.expected : 1);

const text = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}\p{N}'+# ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const degree = (value: string | null | undefined) => text(value).replace(/[.\s]/g, '');
const url = (value: string) =>
  value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
/** The truth's 'YYYY' or 'YYYY-MM' as the proposal's first day. */
const day = (partial: string | null) =>
  partial ? (partial.length === 4 ? `${partial}-01-01` : `${partial}-01`) : null;

export interface ScoredItem {
  kind: PrefillKind;
  level: ConfidenceLevel;
  right: boolean;
}

export interface PrefillScore {
  byKind: Record<PrefillKind, Tally>;
  items: ScoredItem[];
}

/** Degrees only: the corpus truth holds no certificates, so certificate proposals are not scored. */
export const scoredEducation = (prefill: Pick<ResumePrefill, 'education'>) =>
  prefill.education.filter((p) => p.key.startsWith('education-'));

export function scorePrefill(truth: Truth, prefill: Omit<ResumePrefill, 'file_id' | 'resume_filename'>): PrefillScore {
  const byKind = Object.fromEntries(PREFILL_KINDS.map((k) => [k, emptyTally()])) as Record<PrefillKind, Tally>;
  const items: ScoredItem[] = [];

  const unmatchedWork = [...truth.work];
  for (const proposal of prefill.experience) {
    const { item } = proposal;
    const at = unmatchedWork.findIndex(
      (t) =>
        text(t.company) === text(item.company_name) &&
        text(t.title) === text(item.title) &&
        day(t.start) === item.duration_start &&
        (t.current ? item.is_current : !item.is_current && day(t.end) === item.duration_end),
    );
    if (at >= 0) unmatchedWork.splice(at, 1);
    items.push({ kind: 'experience', level: proposal.confidence.level, right: at >= 0 });
  }

  const unmatchedEducation = [...truth.education];
  for (const proposal of scoredEducation(prefill)) {
    const { item } = proposal;
    const at = unmatchedEducation.findIndex(
      (t) => text(t.institution) === text(item.institution) && degree(t.degree) === degree(item.name),
    );
    if (at >= 0) unmatchedEducation.splice(at, 1);
    items.push({ kind: 'education', level: proposal.confidence.level, right: at >= 0 });
  }

  const skills = new Set(truth.skills.map(text));
  for (const proposal of prefill.skills) {
    const right = skills.delete(text(proposal.item.name));
    items.push({ kind: 'skills', level: proposal.confidence.level, right });
  }

  const links = new Set(truth.links.map(url));
  for (const proposal of prefill.links) {
    const right = links.delete(url(proposal.item.url));
    items.push({ kind: 'links', level: proposal.confidence.level, right });
  }

  const expected: Record<PrefillKind, number> = {
    experience: truth.work.length,
    education: truth.education.length,
    skills: new Set(truth.skills.map(text)).size,
    links: new Set(truth.links.map(url)).size,
  };
  for (const kind of PREFILL_KINDS) {
    const own = items.filter((i) => i.kind === kind);
    byKind[kind] = { correct: own.filter((i) => i.right).length, proposed: own.length, expected: expected[kind] };
  }
  return { byKind, items };
}
