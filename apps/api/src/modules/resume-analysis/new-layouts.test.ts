// Resume reading on layouts the corpus does not have (decision 049): two
// columns with a sidebar of contact and skills beside the experience, the
// education in the sidebar, one line per role and per degree. Every work
// entry and every degree's institution is read.
import { describe, expect, it } from 'vitest';
import { NEW_LAYOUTS, PEOPLE, renderNewLayout, truthOf } from '../../../test/resume-layouts/new-layouts.ts';
import { FIELDS, addCounts, emptyCounts, f1, recall, scoreFields } from '../../../test/resume-corpus/scoring.ts';
import { analyzeDocument } from './analyze-document.ts';

const NOW = new Date('2025-01-01T00:00:00Z');

describe('resume reading on new layouts', () => {
  it('keeps the work entries and the degrees’ institutions of every layout', async () => {
    const totals = Object.fromEntries(FIELDS.map((f) => [f, emptyCounts()])) as ReturnType<typeof scoreFields>;
    const perLayout: Record<string, string> = {};
    for (const layout of NEW_LAYOUTS) {
      const layoutTotals = Object.fromEntries(FIELDS.map((f) => [f, emptyCounts()])) as ReturnType<typeof scoreFields>;
      for (const person of PEOPLE) {
        const bytes = await renderNewLayout(person, layout);
        const { analysis } = await analyzeDocument(bytes, {
          fileName: `${layout}.pdf`,
          candidateName: person.name,
          now: NOW,
        });
        const counts = scoreFields(truthOf(person), analysis);
        for (const field of FIELDS) {
          addCounts(totals[field], counts[field]);
          addCounts(layoutTotals[field], counts[field]);
        }
        if (process.env.RESUME_LAYOUTS_DEBUG)
          console.info(layout, JSON.stringify(analysis.resume.work), JSON.stringify(analysis.resume.education));
      }
      perLayout[layout] =
        `entry F1 ${f1(layoutTotals['work.entry']).toFixed(2)}, institution recall ${recall(layoutTotals['education.institution']).toFixed(2)}`;
    }
    console.info(
      'new layouts:',
      JSON.stringify(perLayout),
      'all fields F1:',
      JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, Number(f1(totals[f]).toFixed(2))]))),
    );
    expect(f1(totals['work.entry'])).toBeGreaterThanOrEqual(0.9);
    expect(recall(totals['education.institution'])).toBeGreaterThanOrEqual(0.9);
  });
});
