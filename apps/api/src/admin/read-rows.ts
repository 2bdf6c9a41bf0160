// Rows for an import from a .json file (an array of objects) or a .csv file
// (a header row; list fields separated by '|', screening_questions as JSON).
import { readFile } from 'node:fs/promises';
import { parseCsv } from './csv.ts';

export async function readRows(file: string): Promise<unknown[]> {
  const text = await readFile(file, 'utf8');
  if (/\.csv$/i.test(file)) return parseCsv(text);
  if (/\.json$/i.test(file)) {
    const data = JSON.parse(text) as unknown;
    if (!Array.isArray(data)) throw new Error(`${file}: expected a JSON array of objects`);
    return data;
  }
  throw new Error(`${file}: use a .json or .csv file`);
}
