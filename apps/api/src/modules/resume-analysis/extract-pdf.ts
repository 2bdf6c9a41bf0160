// PDF extraction with pdf.js: text items with positions and real font names
// (bold/italic from the font), images and ruling lines from the operator list
// (photos, tables, heading rules). Encrypted and image-only files are
// reported as such instead of failing (decision 007).
import { getDocument, OPS, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AnalysisMessages, UnreadableDocumentError } from './analysis-errors.ts';
import { emptyDocument, type ExtractedDocument, type ImageBox } from './document-model.ts';
import { layoutPage, type Rule, type TextRun } from './pdf-layout.ts';

export const MAX_PDF_PAGES = 20;
/** Below this many letters a page is treated as having no text layer. */
const IMAGE_ONLY_CHARS = 20;

type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

function boxOf(m: Matrix, minX: number, minY: number, maxX: number, maxY: number) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [minX, minY],
    [maxX, minY],
    [minX, maxY],
    [maxX, maxY],
  ] as const) {
    xs.push(m[0] * x + m[2] * y + m[4]);
    ys.push(m[1] * x + m[3] * y + m[5]);
  }
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat]);
const STROKE_OPS = new Set<number>([
  OPS.stroke,
  OPS.closeStroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);

interface Graphics {
  images: ImageBox[];
  rules: Rule[];
  /** Stroked boxes and thin vertical strokes: the marks of a drawn table. */
  boxes: number;
  verticalLines: number;
}

/** Walks the operator list keeping the transform stack to place images and paths. */
async function readGraphics(page: PDFPageProxy, pageNumber: number, pageTop: number): Promise<Graphics> {
  const ops = await page.getOperatorList();
  const graphics: Graphics = { images: [], rules: [], boxes: 0, verticalLines: 0 };
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i]!;
    const args = ops.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as unknown as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = args?.[0] as Matrix | null;
      if (Array.isArray(matrix) && matrix.length === 6) ctm = multiply(ctm, matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (IMAGE_OPS.has(fn)) {
      const box = boxOf(ctm, 0, 0, 1, 1);
      graphics.images.push({
        page: pageNumber,
        left: box.minX,
        top: pageTop - box.maxY,
        width: box.maxX - box.minX,
        height: box.maxY - box.minY,
      });
    } else if (fn === OPS.constructPath) {
      const drawOp = args?.[0] as number;
      const minMax = args?.[2] as ArrayLike<number> | null;
      if (!minMax || minMax.length < 4) continue;
      const box = boxOf(ctm, minMax[0]!, minMax[1]!, minMax[2]!, minMax[3]!);
      const width = box.maxX - box.minX;
      const height = box.maxY - box.minY;
      if (height <= 2.5 && width >= 60) {
        graphics.rules.push({ top: pageTop - box.maxY, left: box.minX, right: box.maxX });
      } else if (width <= 2.5 && height >= 10) graphics.verticalLines++;
      else if (STROKE_OPS.has(drawOp) && width > 30 && height > 10) graphics.boxes++;
    }
  }
  return graphics;
}

interface FontInfo {
  name?: string;
  bold?: boolean;
  italic?: boolean;
  black?: boolean;
}

async function readRuns(page: PDFPageProxy, pageTop: number): Promise<TextRun[]> {
  const content = await page.getTextContent();
  const runs: TextRun[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    const [a, b, c, d, e, f] = item.transform as Matrix;
    const font: FontInfo = page.commonObjs.has(item.fontName) ? (page.commonObjs.get(item.fontName) as FontInfo) : {};
    const name = font.name ?? content.styles[item.fontName]?.fontFamily ?? 'unknown';
    runs.push({
      text: item.str,
      x: e,
      width: item.width,
      top: pageTop - f,
      size: Math.hypot(c, d) || Math.hypot(a, b) || item.height,
      bold: Boolean(font.bold || font.black) || /bold|black|heavy|semibold|demi/i.test(name),
      italic: Boolean(font.italic) || /italic|oblique/i.test(name),
      font: name,
    });
  }
  return runs;
}

function isPasswordError(error: unknown) {
  return error instanceof Error && error.name === 'PasswordException';
}

export async function extractPdf(bytes: Uint8Array): Promise<ExtractedDocument> {
  const doc = emptyDocument('pdf');
  let pdf: PDFDocumentProxy;
  try {
    pdf = await getDocument({
      // pdf.js takes ownership of the buffer it is given
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
      // images bigger than ~12 MP are dropped instead of decoded (memory bound)
      maxImageSize: 12_000_000,
      stopAtErrors: false,
    }).promise;
  } catch (error) {
    if (isPasswordError(error)) return { ...doc, encrypted: true };
    throw new UnreadableDocumentError(AnalysisMessages.damagedPdf);
  }
  try {
    doc.pages = pdf.numPages;
    doc.truncated = pdf.numPages > MAX_PDF_PAGES;
    const fonts = new Set<string>();
    let tableMarks = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PDF_PAGES); n++) {
      const page = await pdf.getPage(n);
      const [x0, , x1, y1] = page.view as [number, number, number, number];
      // the operator list first: it loads the fonts whose names readRuns needs
      const graphics = await readGraphics(page, n, y1);
      const runs = await readRuns(page, y1);
      const shifted = x0 === 0 ? runs : runs.map((r) => ({ ...r, x: r.x - x0 }));
      const layout = layoutPage(shifted, n, x1 - x0, graphics.rules);
      doc.pageWidth = x1 - x0;
      doc.lines.push(...layout.lines);
      doc.images.push(...graphics.images);
      for (const font of layout.fonts) fonts.add(font);
      if (layout.columns === 2) doc.multiColumnPages.push(n);
      const letters = runs.reduce((sum, r) => sum + r.text.replace(/\s/g, '').length, 0);
      if (letters < IMAGE_ONLY_CHARS) doc.imageOnlyPages.push(n);
      if (graphics.boxes >= 4 || (graphics.verticalLines >= 3 && graphics.rules.length >= 3)) tableMarks++;
      page.cleanup();
    }
    doc.fontFamilies = [...fonts];
    doc.tables = tableMarks;
    return doc;
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw error;
    throw new UnreadableDocumentError(AnalysisMessages.damagedPdf);
  } finally {
    await pdf.destroy();
  }
}
