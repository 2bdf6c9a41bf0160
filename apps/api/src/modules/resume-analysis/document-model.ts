// The common shape every extractor produces (PDF, DOCX, DOC): lines of text in
// reading order with the layout features the parser scores — font size,
// weight, capitals, gaps, bullets, where the text came from.
import type { DocumentFormat } from '@talent/contracts/resume-analysis';

export type LineSource = 'body' | 'header' | 'footer' | 'table' | 'textbox';

export interface Line {
  /** Whitespace-normalised text without the leading bullet glyph. */
  text: string;
  /** Pieces split at wide horizontal gaps (PDF) or tabs (DOCX): "Acme Corp" | "Jan 2020 – Present". */
  segments: string[];
  /** 1-based page; DOCX and DOC lines are on page 1. */
  page: number;
  /** Distance from the top of the page in points (PDF) or the line index (DOCX, DOC). */
  top: number;
  left: number;
  /** Right edge in points (PDF); 0 when unknown. */
  right: number;
  /** Dominant font size in points; 0 when unknown (DOC). */
  fontSize: number;
  /** At least 60% of the letters are bold. */
  bold: boolean;
  italic: boolean;
  /** The leading bold text when only the start of the line is bold ("Acme Corp, Engineer"). */
  boldLead: string | null;
  /** Blank space above, in lines (0 = none; 1 ≈ one empty line). */
  gapBefore: number;
  /** Started with a bullet glyph or is a list paragraph. */
  bullet: boolean;
  /** DOCX heading or title style level, null otherwise. */
  headingLevel: number | null;
  /** A horizontal rule sits right under the line (a common heading decoration). */
  ruleBelow: boolean;
  source: LineSource;
  /** 0 for single-column text, 1 / 2 for the left / right column. */
  column: number;
  /** Icon-like glyphs (private use, dingbats, pictographs) found on the line, bullets excluded. */
  icons: string[];
}

export interface ImageBox {
  page: number;
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface ExtractedDocument {
  format: DocumentFormat;
  pages: number;
  pagesEstimated: boolean;
  lines: Line[];
  images: ImageBox[];
  /** Font families in use (weights and styles folded together). */
  fontFamilies: string[];
  encrypted: boolean;
  /** Pages that carry images but almost no text. */
  imageOnlyPages: number[];
  /** Pages read as two columns. */
  multiColumnPages: number[];
  tables: number;
  textBoxes: number;
  /** Links carried only as hyperlink targets (DOCX), e.g. a "LinkedIn" text pointing at the profile. */
  hyperlinks: string[];
  /** Pages beyond the cap were not read. */
  truncated: boolean;
  pageWidth: number;
}

export const BULLET_GLYPHS =
  /^[\s]*([•●◦▪▫■□►▸‣⁃∙·○◆◇➢➤✓✔❖\u2013\u2014*\-–—]|\uf0b7|\uf0a7|\uf076|\uf0d8|\uf0fc|o(?=\s))\s*/u;

/** Private use area, dingbats, misc symbols and pictographs: glyphs an ATS reads as junk. */
export const ICON_GLYPH = /[\uE000-\uF8FF\u2600-\u27BF\u{1F300}-\u{1FAFF}]/gu;

export function emptyDocument(format: DocumentFormat): ExtractedDocument {
  return {
    format,
    pages: 0,
    pagesEstimated: format !== 'pdf',
    lines: [],
    images: [],
    fontFamilies: [],
    encrypted: false,
    imageOnlyPages: [],
    multiColumnPages: [],
    tables: 0,
    textBoxes: 0,
    hyperlinks: [],
    truncated: false,
    pageWidth: 612,
  };
}

/** Strips a leading bullet glyph; reports whether there was one. */
export function stripBullet(text: string): { text: string; bullet: boolean } {
  const match = BULLET_GLYPHS.exec(text);
  if (!match || match[0].length === text.length) return { text: text.trim(), bullet: false };
  // "- 2019" or "– Present" are not bullets; a dash followed by a digit usually is a date piece
  const rest = text.slice(match[0].length);
  if (/^[-–—]$/.test(match[1] ?? '') && /^\d/.test(rest)) return { text: text.trim(), bullet: false };
  return { text: rest.trim(), bullet: true };
}

export function findIcons(text: string): string[] {
  return text.match(ICON_GLYPH) ?? [];
}

/** Folds "Calibri-BoldItalic", "ABCDEF+Calibri,Bold" and "Calibri Light" into "calibri". */
export function fontFamily(name: string): string {
  return name
    .replace(/^[A-Z]{6}\+/, '')
    .replace(/[-,]?(Bold|Italic|Oblique|Regular|Medium|Light|Semibold|SemiBold|Black|Heavy|Book|Roman|MT|PS)+$/gi, '')
    .replace(/[-,](Bold|Italic|Oblique|Regular|Medium|Light)+/gi, '')
    .replace(/\s+(Bold|Italic|Light|Medium)$/i, '')
    .trim()
    .toLowerCase();
}
