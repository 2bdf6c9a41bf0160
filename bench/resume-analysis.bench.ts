// Accuracy and speed of the resume analyzer on the committed ground-truth
// corpus (decision 007): field precision/recall per format and layout (held-out
// layouts apart), per-check precision/recall of the warnings, p50/p95 time.
// Run: npm run bench:resume   (add --files to list every file's misses)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResumeAnalysis } from '@talent/contracts/resume-analysis';
import { analyzeDocument } from '../apps/api/src/modules/resume-analysis/analyze-document.ts';
import { AnalyzerPool } from '../apps/api/src/modules/resume-analysis/analyzer-pool.ts';
import type { Manifest, ManifestEntry } from '../apps/api/test/resume-corpus/corpus-model.ts';
import { CORPUS_NOW_DATE, FILES_DIR, MANIFEST_PATH } from '../apps/api/test/resume-corpus/generate.ts';
import {
  FIELDS,
  addCounts,
  checkOutcomes,
  emptyCounts,
  f1,
  precision,
  recall,
  scoreFields,
  type Counts,
  type Field,
} from '../apps/api/test/resume-corpus/scoring.ts';
import { percentile } from './stats.ts';

const listFiles = process.argv.includes('--files');
const manifest = JSON.parse(await readFile(MANIFEST_PATH, 'utf8')) as Manifest;

interface Result {
  entry: ManifestEntry;
  bytes: Buffer;
  analysis: ResumeAnalysis;
  ms: number;
}

const fmt = (n: number) => n.toFixed(2);

// cold: the first file pays for loading pdf.js and the fonts
const first = manifest.files[0]!;
const coldStart = performance.now();
await analyzeDocument(await readFile(path.join(FILES_DIR, first.file)), {
  fileName: first.file,
  candidateName: null,
  now: CORPUS_NOW_DATE,
});
const coldMs = performance.now() - coldStart;

const results: Result[] = [];
for (const entry of manifest.files) {
  const bytes = await readFile(path.join(FILES_DIR, entry.file));
  const started = performance.now();
  const { analysis } = await analyzeDocument(bytes, {
    fileName: entry.file,
    candidateName: entry.candidateName,
    now: CORPUS_NOW_DATE,
  });
  results.push({ entry, bytes, analysis, ms: performance.now() - started });
}

// ——— fields ———
type Group = { label: string; counts: Record<Field, Counts>; files: number };
const groups = new Map<string, Group>();
const groupOf = (label: string) => {
  let group = groups.get(label);
  if (!group) {
    group = {
      label,
      counts: Object.fromEntries(FIELDS.map((f) => [f, emptyCounts()])) as Record<Field, Counts>,
      files: 0,
    };
    groups.set(label, group);
  }
  return group;
};
const misses: string[] = [];
for (const { entry, analysis } of results) {
  if (!entry.truth) continue;
  const counts = scoreFields(entry.truth, analysis);
  const split = entry.heldOut ? 'held-out' : 'tuning';
  for (const label of [
    `${split} · all`,
    `${split} · ${entry.format}`,
    `${split} · ${entry.format} · ${entry.layout}`,
    ...(entry.layout !== 'two-column' && entry.layout !== 'table' && !entry.heldOut
      ? ['tuning · one-column layouts']
      : []),
  ]) {
    const group = groupOf(label);
    group.files++;
    for (const field of FIELDS) addCounts(group.counts[field], counts[field]);
  }
  if (listFiles) {
    const wrong = FIELDS.filter(
      (f) => counts[f].correct < counts[f].expected || counts[f].predicted > counts[f].correct,
    );
    if (wrong.length) misses.push(`${entry.id}: ${wrong.join(', ')}`);
  }
}

const shortField: Record<Field, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  links: 'links',
  'work.company': 'w.comp',
  'work.title': 'w.title',
  'work.start': 'w.start',
  'work.end': 'w.end',
  'work.entry': 'w.entry',
  'education.institution': 'e.inst',
  'education.degree': 'e.degr',
  'education.dates': 'e.date',
  skills: 'skills',
};

console.log(
  `Resume analysis benchmark — ${manifest.files.length} files (${results.filter((r) => r.entry.heldOut).length} in held-out layouts)\n`,
);
console.log(
  'Field precision/recall (P/R), per group; w.entry counts a role right when company, title, start and end all are.\n',
);
const header = ['group'.padEnd(48), 'files', ...FIELDS.map((f) => shortField[f].padStart(9))].join(' ');
console.log(header);
const order = [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
for (const group of order) {
  const cells = FIELDS.map((f) => `${fmt(precision(group.counts[f]))}/${fmt(recall(group.counts[f]))}`.padStart(9));
  console.log([group.label.padEnd(48), String(group.files).padStart(5), ...cells].join(' '));
}
console.log('\nWork entries F1 (all four fields right):');
for (const group of order.filter((g) => g.label.endsWith('· all') || g.label.includes('one-column'))) {
  console.log(
    `  ${group.label.padEnd(50)} F1 ${fmt(f1(group.counts['work.entry']))}   name/email/phone F1 ${fmt(f1(group.counts.name))}/${fmt(f1(group.counts.email))}/${fmt(f1(group.counts.phone))}`,
  );
}

// ——— checks ———
type Tally = { tp: number; fp: number; fn: number };
const checkMisses: string[] = [];
function checkTable(title: string, subset: Result[]) {
  const stats = new Map<string, Tally>();
  for (const { entry, analysis } of subset) {
    for (const outcome of checkOutcomes(entry, analysis)) {
      const stat = stats.get(outcome.id) ?? { tp: 0, fp: 0, fn: 0 };
      if (outcome.expected && outcome.flagged) stat.tp++;
      else if (!outcome.expected && outcome.flagged) stat.fp++;
      else if (outcome.expected && !outcome.flagged) stat.fn++;
      stats.set(outcome.id, stat);
      if (listFiles && outcome.expected !== outcome.flagged) {
        checkMisses.push(
          `${entry.id}: ${outcome.id} ${outcome.flagged ? 'flagged, not labelled' : 'labelled, not flagged'}`,
        );
      }
    }
  }
  console.log(`\nChecks, ${title}: precision/recall of warn+fail against the labelled defects\n`);
  console.log(
    `${'check'.padEnd(20)} ${'labelled'.padStart(8)} ${'flagged'.padStart(8)} ${'TP'.padStart(4)} ${'FP'.padStart(4)} ${'FN'.padStart(4)} ${'P'.padStart(6)} ${'R'.padStart(6)}`,
  );
  const total: Tally = { tp: 0, fp: 0, fn: 0 };
  const row = (id: string, s: Tally) => {
    const p = s.tp + s.fp ? s.tp / (s.tp + s.fp) : 1;
    const r = s.tp + s.fn ? s.tp / (s.tp + s.fn) : 1;
    console.log(
      `${id.padEnd(20)} ${String(s.tp + s.fn).padStart(8)} ${String(s.tp + s.fp).padStart(8)} ${String(s.tp).padStart(4)} ${String(s.fp).padStart(4)} ${String(s.fn).padStart(4)} ${fmt(p).padStart(6)} ${fmt(r).padStart(6)}`,
    );
  };
  for (const [id, s] of [...stats.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    total.tp += s.tp;
    total.fp += s.fp;
    total.fn += s.fn;
    row(id, s);
  }
  row('all checks', total);
}
checkTable(
  `tuning layouts (${results.filter((r) => !r.entry.heldOut).length} files)`,
  results.filter((r) => !r.entry.heldOut),
);
checkTable(
  `held-out layouts (${results.filter((r) => r.entry.heldOut).length} files)`,
  results.filter((r) => r.entry.heldOut),
);

// ——— time ———
const times = results.map((r) => r.ms);
const twoPage = results.filter((r) => r.entry.format === 'pdf' && r.analysis.document.pages >= 2).map((r) => r.ms);
console.log('\nAnalysis time per file (in process, after warm-up)');
console.log(
  `  all files:          p50 ${percentile(times, 50).toFixed(0)} ms   p95 ${percentile(times, 95).toFixed(0)} ms   max ${Math.max(...times).toFixed(0)} ms`,
);
if (twoPage.length)
  console.log(
    `  PDFs of 2+ pages (${twoPage.length}): p50 ${percentile(twoPage, 50).toFixed(0)} ms   p95 ${percentile(twoPage, 95).toFixed(0)} ms`,
  );
for (const format of ['pdf', 'docx'] as const) {
  const own = results.filter((r) => r.entry.format === format).map((r) => r.ms);
  console.log(
    `  ${format.padEnd(18)}  p50 ${percentile(own, 50).toFixed(0)} ms   p95 ${percentile(own, 95).toFixed(0)} ms`,
  );
}
console.log(`  first file (cold, loads pdf.js): ${coldMs.toFixed(0)} ms`);

// as served: through the worker pool with its limits, one request at a time
const pool = new AnalyzerPool({ size: 1 });
await pool.analyze(results[0]!.bytes, { fileName: null, candidateName: null, now: CORPUS_NOW_DATE });
const served: number[] = [];
for (const r of results) {
  const started = performance.now();
  await pool.analyze(r.bytes, { fileName: r.entry.file, candidateName: r.entry.candidateName, now: CORPUS_NOW_DATE });
  served.push(performance.now() - started);
}
await pool.close();
console.log(
  `  through the worker pool (as served): p50 ${percentile(served, 50).toFixed(0)} ms   p95 ${percentile(served, 95).toFixed(0)} ms`,
);

if (listFiles) {
  console.log('\nField misses per file:');
  for (const line of misses) console.log(`  ${line}`);
  console.log('\nCheck misses per file:');
  for (const line of checkMisses) console.log(`  ${line}`);
}
