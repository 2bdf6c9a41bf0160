// Legacy Word 97–2003 (.doc) extraction with word-extractor: the binary
// format gives text without reliable styling here, so lines carry no font
// features and the parser leans on keywords, dates and bullets.
import { createRequire } from 'node:module';
import { AnalysisMessages, UnreadableDocumentError } from './analysis-errors.ts';
import { joinLetterSpacing } from './letter-spacing.ts';
import {
  emptyDocument,
  findIcons,
  stripBullet,
  type ExtractedDocument,
  type Line,
  type LineSource,
} from './document-model.ts';

// word-extractor ships no types; this is the part of its API we use.
interface WordDocument {
  getBody(): string;
  getHeaders(options: { includeFooters: boolean }): string;
  getFooters(): string;
  getTextboxes(options: { includeHeadersAndFooters: boolean }): string;
}
const WordExtractor = createRequire(import.meta.url)('word-extractor') as new () => {
  extract(source: Buffer): Promise<WordDocument>;
};

function toLines(text: string, source: LineSource): Line[] {
  const lines: Line[] = [];
  let gap = 0;
  // Word's binary text marks line breaks and cells with control characters
  // eslint-disable-next-line no-control-regex
  for (const raw of text.split(/\r\n|\r|\n|\u000b|\f/)) {
    const segments = raw
      .split('\t')
      .map((s) =>
        // eslint-disable-next-line no-control-regex
        joinLetterSpacing(s.replace(/[\u0000-\u0008\u000e-\u001f]/g, ''))
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter(Boolean);
    if (segments.length === 0) {
      gap++;
      continue;
    }
    const first = stripBullet(segments[0]!);
    if (first.bullet) segments[0] = first.text;
    if (!segments[0]) segments.shift();
    if (segments.length === 0) continue;
    const joined = segments.join(' | ');
    lines.push({
      text: joined,
      segments,
      page: 1,
      top: 0,
      left: 0,
      right: 0,
      fontSize: 0,
      bold: false,
      italic: false,
      boldLead: null,
      gapBefore: gap,
      bullet: first.bullet,
      headingLevel: null,
      ruleBelow: false,
      source,
      column: 0,
      icons: findIcons(joined),
    });
    gap = 0;
  }
  return lines;
}

export async function extractDoc(bytes: Uint8Array): Promise<ExtractedDocument> {
  let document;
  try {
    document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new UnreadableDocumentError(AnalysisMessages.damagedDoc);
  }
  const headers = toLines(document.getHeaders({ includeFooters: false }), 'header');
  const body = toLines(document.getBody(), 'body');
  const boxes = toLines(document.getTextboxes({ includeHeadersAndFooters: false }), 'textbox');
  const footers = toLines(document.getFooters(), 'footer');
  const doc = emptyDocument('doc');
  doc.lines = [...headers, ...body, ...boxes, ...footers].map((line, index) => ({ ...line, top: index }));
  doc.textBoxes = boxes.length > 0 ? 1 : 0;
  const printed = body.reduce((sum, line) => sum + Math.max(1, Math.ceil(line.text.length / 95)), 0);
  doc.pages = Math.max(1, Math.ceil(printed / 46));
  return doc;
}
