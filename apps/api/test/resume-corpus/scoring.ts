// Field-level and check-level scoring of analyzer output against the corpus
// truth. Shared by the benchmark and the unit tests' accuracy smoke test.
import type { CheckId, ResumeAnalysis } from '@talent/contracts/resume-analysis';
import type { ManifestEntry, Truth } from './corpus-model.ts';

export interface Counts {
  /** Predicted values that were right. */
  correct: number;
  /** Values the analyzer produced. */
  predicted: number;
  /** Values the truth holds. */
  expected: number;
}

export const FIELDS = [
  'name',
  'email',
  'phone',
  'links',
  'work.company',
  'work.title',
  'work.start',
  'work.end',
  'work.entry',
  'education.institution',
  'education.degree',
  'education.dates',
  'skills',
] as const;
export type Field = (typeof FIELDS)[number];

export const emptyCounts = (): Counts => ({ correct: 0, predicted: 0, expected: 0 });

export function addCounts(target: Counts, more: Counts) {
  target.correct += more.correct;
  target.predicted += more.predicted;
  target.expected += more.expected;
}

export function precision(c: Counts) {
  return c.predicted ? c.correct / c.predicted : c.expected ? 0 : 1;
}
export function recall(c: Counts) {
  return c.expected ? c.correct / c.expected : 1;
}
export function f1(c: Counts) {
  const p = precision(c);
  const r = recall(c);
  return p + r ? (2 * p * r) / (p + r) : 0;
}

const text = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}\p{N}'+# ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
const url = (value: string) =>
  value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
const degree = (value: string | null | undefined) => text(value).replace(/[.\s]/g, '');

function scalar(expected: string | null, predicted: string | null, same: (a: string, b: string) => boolean): Counts {
  return {
    expected: expected ? 1 : 0,
    predicted: predicted ? 1 : 0,
    correct: expected && predicted && same(expected, predicted) ? 1 : 0,
  };
}

function sets(expected: string[], predicted: string[]): Counts {
  const e = new Set(expected);
  const p = new Set(predicted);
  return { expected: e.size, predicted: p.size, correct: [...p].filter((v) => e.has(v)).length };
}

export function scoreFields(truth: Truth, analysis: ResumeAnalysis): Record<Field, Counts> {
  const { basics, work, education, skills } = analysis.resume;
  const counts = Object.fromEntries(FIELDS.map((f) => [f, emptyCounts()])) as Record<Field, Counts>;
  addCounts(
    counts.name,
    scalar(truth.name, basics.name, (a, b) => text(a) === text(b)),
  );
  addCounts(
    counts.email,
    scalar(truth.email, basics.email, (a, b) => a.toLowerCase() === b.toLowerCase()),
  );
  addCounts(
    counts.phone,
    scalar(truth.phone, basics.phone, (a, b) => digits(a) === digits(b)),
  );
  addCounts(
    counts.links,
    sets(
      truth.links.map(url),
      basics.profiles.map((p) => url(p.url)),
    ),
  );
  addCounts(
    counts.skills,
    sets(
      truth.skills.map(text),
      skills.map((s) => text(s.name)),
    ),
  );

  // work: pair each true role with the best unused parsed role
  const used = new Set<number>();
  const end = (w: { endDate: string | null; current: boolean }) => (w.current ? 'present' : (w.endDate ?? ''));
  for (const t of truth.work) {
    let best = -1;
    let bestScore = 0;
    work.forEach((w, i) => {
      if (used.has(i)) return;
      const score =
        (text(w.company) === text(t.company) ? 2 : 0) +
        (text(w.title) === text(t.title) ? 1 : 0) +
        (w.startDate === t.start ? 1 : 0) +
        (end(w) === (t.current ? 'present' : (t.end ?? '')) ? 0.5 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    if (best >= 0) used.add(best);
    const w = best >= 0 ? work[best]! : null;
    const company = w !== null && text(w.company) === text(t.company);
    const title = w !== null && text(w.title) === text(t.title);
    const start = w !== null && w.startDate === t.start;
    const finish = w !== null && end(w) === (t.current ? 'present' : (t.end ?? ''));
    counts['work.company'].correct += company ? 1 : 0;
    counts['work.title'].correct += title ? 1 : 0;
    counts['work.start'].correct += start ? 1 : 0;
    counts['work.end'].correct += finish ? 1 : 0;
    counts['work.entry'].correct += company && title && start && finish ? 1 : 0;
  }
  for (const field of ['work.company', 'work.title', 'work.start', 'work.end', 'work.entry'] as const) {
    counts[field].expected += truth.work.length;
  }
  counts['work.company'].predicted += work.filter((w) => w.company).length;
  counts['work.title'].predicted += work.filter((w) => w.title).length;
  counts['work.start'].predicted += work.filter((w) => w.startDate).length;
  counts['work.end'].predicted += work.filter((w) => w.endDate || w.current).length;
  counts['work.entry'].predicted += work.length;

  const usedEducation = new Set<number>();
  for (const t of truth.education) {
    const i = education.findIndex(
      (e, index) =>
        !usedEducation.has(index) &&
        (text(e.institution) === text(t.institution) || degree(e.studyType) === degree(t.degree)),
    );
    if (i >= 0) usedEducation.add(i);
    const e = i >= 0 ? education[i]! : null;
    counts['education.institution'].correct += e && text(e.institution) === text(t.institution) ? 1 : 0;
    counts['education.degree'].correct += e && degree(e.studyType) === degree(t.degree) ? 1 : 0;
    counts['education.dates'].correct += e && e.startDate === t.start && e.endDate === t.end ? 1 : 0;
  }
  for (const field of ['education.institution', 'education.degree', 'education.dates'] as const) {
    counts[field].expected += truth.education.length;
  }
  counts['education.institution'].predicted += education.filter((e) => e.institution).length;
  counts['education.degree'].predicted += education.filter((e) => e.studyType).length;
  counts['education.dates'].predicted += education.filter((e) => e.startDate || e.endDate).length;
  return counts;
}

export interface CheckOutcome {
  id: CheckId;
  expected: boolean;
  flagged: boolean;
}

/** Per check: labelled as a defect, and flagged (warn or fail) by the analyzer. */
export function checkOutcomes(entry: ManifestEntry, analysis: ResumeAnalysis): CheckOutcome[] {
  const flagged = new Map(analysis.checks.map((c) => [c.id, c.status !== 'pass']));
  const ids = new Set<CheckId>([...analysis.checks.map((c) => c.id), ...entry.expectedChecks]);
  // the total is informational and never a defect
  ids.delete('experience-total');
  return [...ids].map((id) => ({ id, expected: entry.expectedChecks.includes(id), flagged: flagged.get(id) ?? false }));
}
