// The analyzer's warm start (decision 007): each worker reads a built-in PDF
// and DOCX before it takes a visitor's file, so those two must be read like
// real resumes; and a worker runs on Node's own type stripping instead of a
// TypeScript loader inherited from the parent, which would transpile pdf.js
// again in every worker.
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document.ts';
import { workerExecArgv } from '../../lib/worker-threads.ts';
import { warmUpDocx, warmUpPdf } from './warm-up-documents.ts';

describe('the warm-up documents', () => {
  it.each([
    ['pdf', warmUpPdf],
    ['docx', warmUpDocx],
  ] as const)(
    'read as a whole resume (%s): every section, two roles, a degree, skills and links',
    async (format, make) => {
      const { analysis } = await analyzeDocument(make(), { fileName: `warm-up.${format}`, candidateName: null });
      expect(analysis.document.format).toBe(format);
      expect(analysis.resume.basics).toMatchObject({ name: 'Jane Doe', email: 'jane.doe@example.com' });
      expect(analysis.resume.basics.profiles).toHaveLength(2);
      expect(analysis.resume.sections.map((s) => s.kind)).toEqual([
        'summary',
        'work',
        'education',
        'skills',
        'certificates',
      ]);
      expect(analysis.resume.work.map((w) => [w.title, w.company, w.location, w.startDate])).toEqual([
        ['Senior Software Engineer', 'Acme Corp', null, '2021-01'],
        ['Software Engineer', 'Globex Systems', 'Pune, India', '2018-06'],
      ]);
      expect(analysis.resume.education[0]).toMatchObject({ studyType: 'B.S.', area: 'Computer Science' });
      expect(analysis.resume.skills.length).toBeGreaterThanOrEqual(6);
    },
  );
});

describe("a worker's flags", () => {
  it.each([
    [['--import', 'tsx'], true, []],
    [['--import', 'tsx', '--watch'], true, ['--watch']],
    [['--import=tsx/esm', '--enable-source-maps'], true, ['--enable-source-maps']],
    [['--require', '/app/node_modules/tsx/dist/cjs/index.cjs'], true, []],
    [['--conditions=development', '--loader', 'tsx'], true, ['--conditions=development']],
    [['--import', './telemetry.mjs'], true, undefined],
    [[], true, undefined],
    // without type stripping the worker needs the parent's loader
    [['--import', 'tsx'], false, undefined],
  ])('%j (Node strips types: %s) → %j', (execArgv, stripsTypes, expected) => {
    expect(workerExecArgv(execArgv, stripsTypes)).toEqual(expected);
  });
});
