// Precision and recall of the profile proposals read from a resume (decision
// 027) on the committed resume corpus: per kind (experience, education,
// skills, links), tuning and held-out layouts apart, and the precision of each
// confidence level, so 'high' can be trusted more than 'low'.
// Run: npm run bench:prefill   (add --files to list every file's misses)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONFIDENCE_LEVELS } from '@talent/contracts/resume-prefill';
import { analyzeDocument } from '../apps/api/src/modules/resume-analysis/analyze-document.ts';
import { factsOf, proposeFromResume } from '../apps/api/src/modules/resume-analysis/resume-prefill.ts';
import type { Manifest } from '../apps/api/test/resume-corpus/corpus-model.ts';
import { CORPUS_NOW_DATE, FILES_DIR, MANIFEST_PATH } from '../apps/api/test/resume-corpus/generate.ts';
import {
  PREFILL_KINDS,
  addTally,
  emptyTally,
  precisionOf,
  recallOf,
  scorePrefill,
  type PrefillKind,
  type ScoredItem,
  type Tally,
} from '../apps/api/test/resume-corpus/prefill-scoring.ts';

const listFiles = process.argv.includes('--files');
const manifest = JSON.parse(await readFile(MANIFEST_PATH, 'utf8')) as Manifest;
const fmt = (n: number) => n.toFixed(2);

type Split = 'tuning' | 'held-out' | 'all';
const tallies = new Map<Split, Record<PrefillKind, Tally>>();
const levelItems = new Map<Split, ScoredItem[]>();
const fresh = () => Object.fromEntries(PREFILL_KINDS.map((k) => [k, emptyTally()])) as Record<PrefillKind, Tally>;
let files = 0;
let certificates = 0;
const misses: string[] = [];

for (const entry of manifest.files) {
  if (!entry.truth) continue;
  files++;
  const bytes = await readFile(path.join(FILES_DIR, entry.file));
  const { analysis } = await analyzeDocument(bytes, {
    fileName: entry.file,
    candidateName: null,
    now: CORPUS_NOW_DATE,
  });
  const proposals = proposeFromResume(analysis.resume, factsOf(analysis));
  certificates += proposals.education.length - proposals.education.filter((p) => p.key.startsWith('education-')).length;
  const score = scorePrefill(entry.truth, proposals);
  for (const split of ['all', entry.heldOut ? 'held-out' : 'tuning'] as const) {
    const tally = tallies.get(split) ?? fresh();
    for (const kind of PREFILL_KINDS) addTally(tally[kind], score.byKind[kind]);
    tallies.set(split, tally);
    levelItems.set(split, [...(levelItems.get(split) ?? []), ...score.items]);
  }
  if (listFiles) {
    const wrong = PREFILL_KINDS.filter(
      (k) => score.byKind[k].correct < score.byKind[k].expected || score.byKind[k].correct < score.byKind[k].proposed,
    ).map((k) => `${k} ${score.byKind[k].correct}/${score.byKind[k].proposed} of ${score.byKind[k].expected}`);
    if (wrong.length) misses.push(`${entry.id}: ${wrong.join(', ')}`);
  }
}

console.log(`Resume prefill benchmark — ${files} corpus files with known values\n`);
console.log('An item is right when it could be confirmed without editing (a role: company, title, start, end).\n');
console.log(
  `${'split'.padEnd(10)} ${'kind'.padEnd(11)} ${'right'.padStart(6)} ${'proposed'.padStart(9)} ${'truth'.padStart(6)} ${'P'.padStart(6)} ${'R'.padStart(6)}`,
);
for (const split of ['all', 'tuning', 'held-out'] as const) {
  const tally = tallies.get(split);
  if (!tally) continue;
  const total = emptyTally();
  for (const kind of PREFILL_KINDS) {
    const t = tally[kind];
    addTally(total, t);
    console.log(
      `${split.padEnd(10)} ${kind.padEnd(11)} ${String(t.correct).padStart(6)} ${String(t.proposed).padStart(9)} ${String(t.expected).padStart(6)} ${fmt(precisionOf(t)).padStart(6)} ${fmt(recallOf(t)).padStart(6)}`,
    );
  }
  console.log(
    `${split.padEnd(10)} ${'all items'.padEnd(11)} ${String(total.correct).padStart(6)} ${String(total.proposed).padStart(9)} ${String(total.expected).padStart(6)} ${fmt(precisionOf(total)).padStart(6)} ${fmt(recallOf(total)).padStart(6)}`,
  );
}

console.log('\nPrecision per confidence level (all files): how often an item shown at that level is right\n');
for (const kind of [...PREFILL_KINDS, 'all items'] as const) {
  const items = (levelItems.get('all') ?? []).filter((i) => kind === 'all items' || i.kind === kind);
  const cells = CONFIDENCE_LEVELS.map((level) => {
    const own = items.filter((i) => i.level === level);
    const right = own.filter((i) => i.right).length;
    return `${level} ${own.length ? fmt(right / own.length) : '  – '} (${String(own.length).padStart(3)})`;
  });
  console.log(`  ${kind.padEnd(11)} ${cells.join('   ')}`);
}
console.log(`\nCertificates proposed (not scored: the corpus truth holds none): ${certificates}`);
if (listFiles) console.log(`\nFiles with misses:\n  ${misses.join('\n  ')}`);
