// Writes the resume corpus: for every layout and format, one clean resume and
// resumes with two and three labelled defects, plus a scanned (image-only)
// PDF; and manifest.json with the ground truth of each file.
// Run: node --import tsx apps/api/test/resume-corpus/generate.ts
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFECTS,
  HELD_OUT_LAYOUTS,
  LAYOUTS,
  type Manifest,
  type ManifestEntry,
  type ResumeSpec,
  type YM,
} from './corpus-model.ts';
import { buildSpec, chooseDefects, createRandom, expectedChecks, truthOf, wordsOf } from './corpus-specs.ts';
import { renderDocx } from './render-docx.ts';
import { renderPdf, renderScannedPdf } from './render-pdf.ts';

/** The analysis date the benchmark pins: "Present" ends here. */
export const CORPUS_NOW: YM = { year: 2025, month: 6 };
export const CORPUS_NOW_DATE = new Date('2025-06-15T00:00:00Z');

const here = path.dirname(fileURLToPath(import.meta.url));
export const CORPUS_DIR = here;
export const FILES_DIR = path.join(here, 'files');
export const MANIFEST_PATH = path.join(here, 'manifest.json');

const FILES_PER_LAYOUT_AND_FORMAT = 3;

function seedOf(text: string) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export function corpusSpecs(): ResumeSpec[] {
  const specs: ResumeSpec[] = [];
  const queue = createRandom(20250615).shuffle(DEFECTS);
  for (const layout of LAYOUTS) {
    for (const format of ['pdf', 'docx'] as const) {
      for (let i = 0; i < FILES_PER_LAYOUT_AND_FORMAT; i++) {
        const id = `${layout}-${format}-${i + 1}`;
        const seed = seedOf(id);
        const defects = chooseDefects(queue, layout, i === 0 ? 0 : i + 1);
        specs.push(buildSpec({ id, layout, format, seed, defects, now: CORPUS_NOW }));
      }
    }
  }
  return specs;
}

async function main() {
  await rm(FILES_DIR, { recursive: true, force: true });
  await mkdir(FILES_DIR, { recursive: true });
  const entries: ManifestEntry[] = [];
  for (const spec of corpusSpecs()) {
    const file = `${spec.id}.${spec.format}`;
    const bytes = spec.format === 'pdf' ? await renderPdf(spec) : await renderDocx(spec);
    await writeFile(path.join(FILES_DIR, file), bytes);
    entries.push({
      id: spec.id,
      file,
      format: spec.format,
      layout: spec.layout,
      heldOut: HELD_OUT_LAYOUTS.includes(spec.layout),
      candidateName: spec.candidateName,
      defects: spec.defects,
      expectedChecks: expectedChecks(spec, wordsOf(spec)).sort(),
      truth: truthOf(spec),
    });
  }
  await writeFile(path.join(FILES_DIR, 'scanned-pdf-1.pdf'), await renderScannedPdf());
  entries.push({
    id: 'scanned-pdf-1',
    file: 'scanned-pdf-1.pdf',
    format: 'pdf',
    layout: 'image-only',
    heldOut: false,
    candidateName: 'Scanned Candidate',
    defects: [],
    expectedChecks: ['text-layer'],
    truth: null,
  });
  const manifest: Manifest = {
    generatedBy: 'node --import tsx apps/api/test/resume-corpus/generate.ts',
    files: entries,
  };
  await writeFile(MANIFEST_PATH, `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(`wrote ${entries.length} files to ${path.relative(process.cwd(), FILES_DIR)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
