// A fast accuracy smoke test on the committed corpus (decision 007 goals, tuning
// layouts only): name, e-mail and phone at 0.95 or better, work entries at
// 0.85 F1, labelled defects found. The full figures: npm run bench:resume.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../test/resume-corpus/corpus-model.ts';
import { CORPUS_NOW_DATE, FILES_DIR, MANIFEST_PATH } from '../../../test/resume-corpus/generate.ts';
import {
  FIELDS,
  addCounts,
  checkOutcomes,
  emptyCounts,
  f1,
  precision,
  recall,
  scoreFields,
} from '../../../test/resume-corpus/scoring.ts';
import { analyzeDocument } from './analyze-document.ts';

describe('accuracy on the tuning layouts of the corpus', () => {
  it('meets the goals of decision 007', async () => {
    const manifest = JSON.parse(await readFile(MANIFEST_PATH, 'utf8')) as Manifest;
    const files = manifest.files.filter((f) => !f.heldOut);
    expect(files.length).toBeGreaterThanOrEqual(40);
    const totals = Object.fromEntries(FIELDS.map((f) => [f, emptyCounts()])) as ReturnType<typeof scoreFields>;
    let [tp, fp, fn] = [0, 0, 0];
    for (const entry of files) {
      const bytes = await readFile(path.join(FILES_DIR, entry.file));
      const { analysis } = await analyzeDocument(bytes, {
        fileName: entry.file,
        candidateName: entry.candidateName,
        now: CORPUS_NOW_DATE,
      });
      if (entry.truth) {
        const counts = scoreFields(entry.truth, analysis);
        for (const field of FIELDS) addCounts(totals[field], counts[field]);
      }
      for (const outcome of checkOutcomes(entry, analysis)) {
        if (outcome.expected && outcome.flagged) tp++;
        else if (outcome.flagged) fp++;
        else if (outcome.expected) fn++;
      }
    }
    for (const field of ['name', 'email', 'phone'] as const) {
      expect(precision(totals[field]), field).toBeGreaterThanOrEqual(0.95);
      expect(recall(totals[field]), field).toBeGreaterThanOrEqual(0.95);
    }
    expect(f1(totals['work.entry'])).toBeGreaterThanOrEqual(0.85);
    expect(tp / (tp + fp)).toBeGreaterThanOrEqual(0.9);
    expect(tp / (tp + fn)).toBeGreaterThanOrEqual(0.9);
  });
});
