// DOCX extraction from the package's XML: paragraphs with their style
// (heading levels, bold, size), list numbering, tables, text boxes, headers
// and footers, pictures and hyperlink targets (decision 007: DOCX structure).
import { Messages } from '@talent/contracts/messages';
import { AnalysisMessages, UnreadableDocumentError } from './analysis-errors.ts';
import {
  emptyDocument,
  findIcons,
  stripBullet,
  type ExtractedDocument,
  type Line,
  type LineSource,
} from './document-model.ts';
import { joinLetterSpacing } from './letter-spacing.ts';
import { parseXml } from './xml-reader.ts';
import { ZipReader } from './zip-reader.ts';

const EMU_PER_POINT = 12700;

interface StyleDef {
  name: string;
  basedOn: string | null;
  bold?: boolean;
  italic?: boolean;
  size?: number;
  font?: string;
  outlineLevel?: number;
  numbered?: boolean;
}

interface RunProps {
  bold?: boolean;
  italic?: boolean;
  size?: number;
  font?: string;
  style?: string;
}

interface RunText {
  text: string;
  bold: boolean;
  italic: boolean;
  size: number;
  font: string;
}

interface ParagraphState {
  runs: RunText[];
  styleId: string | null;
  numbered: boolean;
  outlineLevel: number | null;
  spacingBefore: number;
  borderBelow: boolean;
  indent: number;
  source: LineSource;
  /** Properties of the run being read. */
  run: RunProps | null;
}

const onOff = (attrs: Record<string, string>) => {
  const value = attrs['w:val'];
  return value === undefined || !['0', 'false', 'off', 'none'].includes(value);
};

function readRelationships(
  zip: ZipReader,
  part: string,
): Map<string, { type: string; target: string; external: boolean }> {
  const slash = part.lastIndexOf('/');
  const relsPath = `${part.slice(0, slash)}/_rels/${part.slice(slash + 1)}.rels`;
  const rels = new Map<string, { type: string; target: string; external: boolean }>();
  const xml = zip.readText(relsPath);
  if (!xml) return rels;
  parseXml(xml, {
    open(name, attrs) {
      if (name === 'Relationship' && attrs.Id) {
        rels.set(attrs.Id, {
          type: attrs.Type ?? '',
          target: attrs.Target ?? '',
          external: attrs.TargetMode === 'External',
        });
      }
    },
    close() {},
    text() {},
  });
  return rels;
}

function readStyles(zip: ZipReader) {
  const styles = new Map<string, StyleDef>();
  const defaults: { size: number; font: string | null; fontTheme: string | null } = {
    size: 10,
    font: null,
    fontTheme: null,
  };
  const xml = zip.readText('word/styles.xml');
  if (!xml) return { styles, defaults };
  let current: (StyleDef & { id: string }) | null = null;
  let inDefaults = false;
  parseXml(xml, {
    open(name, attrs) {
      if (name === 'w:docDefaults') inDefaults = true;
      else if (name === 'w:style') {
        current = { id: attrs['w:styleId'] ?? '', name: '', basedOn: null };
      } else if (inDefaults) {
        if (name === 'w:sz' && attrs['w:val']) defaults.size = Number(attrs['w:val']) / 2;
        if (name === 'w:rFonts') {
          defaults.font = attrs['w:ascii'] ?? attrs['w:hAnsi'] ?? defaults.font;
          defaults.fontTheme = attrs['w:asciiTheme'] ?? defaults.fontTheme;
        }
      } else if (current) {
        if (name === 'w:name') current.name = attrs['w:val'] ?? '';
        else if (name === 'w:basedOn') current.basedOn = attrs['w:val'] ?? null;
        else if (name === 'w:b') current.bold = onOff(attrs);
        else if (name === 'w:i') current.italic = onOff(attrs);
        else if (name === 'w:sz' && attrs['w:val']) current.size = Number(attrs['w:val']) / 2;
        else if (name === 'w:rFonts' && attrs['w:ascii']) current.font = attrs['w:ascii'];
        else if (name === 'w:outlineLvl' && attrs['w:val']) current.outlineLevel = Number(attrs['w:val']);
        else if (name === 'w:numPr') current.numbered = true;
      }
    },
    close(name) {
      if (name === 'w:docDefaults') inDefaults = false;
      else if (name === 'w:style' && current) {
        styles.set(current.id, current);
        current = null;
      }
    },
    text() {},
  });
  return { styles, defaults };
}

function readThemeFont(zip: ZipReader): string | null {
  const xml = zip.readText('word/theme/theme1.xml');
  if (!xml) return null;
  let inMinor = false;
  let font: string | null = null;
  parseXml(xml, {
    open(name, attrs) {
      if (name === 'a:minorFont') inMinor = true;
      else if (inMinor && name === 'a:latin' && font === null) font = attrs.typeface ?? null;
    },
    close(name) {
      if (name === 'a:minorFont') inMinor = false;
    },
    text() {},
  });
  return font;
}

/** A style's property, following basedOn (bounded: style chains can be circular in broken files). */
function resolveStyle<K extends keyof StyleDef>(styles: Map<string, StyleDef>, id: string | null | undefined, key: K) {
  let style = id ? styles.get(id) : undefined;
  for (let depth = 0; style && depth < 10; depth++) {
    if (style[key] !== undefined) return style[key];
    style = style.basedOn ? styles.get(style.basedOn) : undefined;
  }
  return undefined;
}

function headingLevelOf(
  styles: Map<string, StyleDef>,
  styleId: string | null,
  outlineLevel: number | null,
): number | null {
  const name = (styleId ? styles.get(styleId)?.name : undefined) ?? styleId ?? '';
  const heading = /^heading\s*(\d)$/i.exec(name);
  if (heading) return Number(heading[1]);
  if (/^title$/i.test(name)) return 0;
  const level = outlineLevel ?? resolveStyle(styles, styleId, 'outlineLevel');
  return level !== undefined && level !== null && level < 9 ? level + 1 : null;
}

interface PartResult {
  lines: Line[];
  tables: number;
  textBoxes: number;
  images: { width: number; height: number; index: number }[];
  hyperlinks: string[];
  fonts: Set<string>;
}

function readPart(
  zip: ZipReader,
  part: string,
  source: LineSource,
  styleInfo: ReturnType<typeof readStyles>,
  defaultFont: string,
): PartResult {
  const xml = zip.readText(part);
  const result: PartResult = { lines: [], tables: 0, textBoxes: 0, images: [], hyperlinks: [], fonts: new Set() };
  if (!xml) return result;
  const rels = readRelationships(zip, part);
  const { styles, defaults } = styleInfo;
  const stack: ParagraphState[] = [];
  let tableDepth = 0;
  let textBoxDepth = 0;
  let fallbackDepth = 0;
  let inText = false;
  let inInstr = false;
  let emptyRun = 0;
  let drawing: { width: number; height: number; picture: boolean } | null = null;

  const emit = (p: ParagraphState) => {
    const whole = p.runs.map((r) => r.text).join('');
    if (whole.trim() === '') {
      emptyRun++;
      return;
    }
    const headingLevel = headingLevelOf(styles, p.styleId, p.outlineLevel);
    const numbered = p.numbered || resolveStyle(styles, p.styleId, 'numbered') === true;
    const styleName = (p.styleId ? styles.get(p.styleId)?.name : '') ?? '';
    // a soft line break makes two visual lines of one paragraph
    const pieces: RunText[][] = [[]];
    for (const run of p.runs) {
      const parts = run.text.split('\n');
      parts.forEach((text, i) => {
        if (i > 0) pieces.push([]);
        if (text) pieces.at(-1)!.push({ ...run, text });
      });
    }
    for (const [i, runs] of pieces.entries()) {
      const raw = runs.map((r) => r.text).join('');
      if (!raw.trim()) continue;
      const segments = raw
        .split('\t')
        .map((s) => joinLetterSpacing(s).replace(/\s+/g, ' ').trim())
        .filter(Boolean);
      if (segments.length === 0) continue;
      const first = stripBullet(segments[0]!);
      if (first.bullet) segments[0] = first.text;
      if (!segments[0]) segments.shift();
      if (segments.length === 0) continue;
      let letters = 0;
      let boldLetters = 0;
      let italicLetters = 0;
      const sizes = new Map<number, number>();
      for (const run of runs) {
        const count = run.text.replace(/\s/g, '').length;
        letters += count;
        if (run.bold) boldLetters += count;
        if (run.italic) italicLetters += count;
        sizes.set(run.size, (sizes.get(run.size) ?? 0) + count);
        if (count) result.fonts.add(run.font);
      }
      const bold = letters > 0 && boldLetters / letters >= 0.6;
      let boldLead: string | null = null;
      if (!bold && runs[0]?.bold) {
        let lead = '';
        for (const run of runs) {
          if (!run.bold) break;
          lead += run.text;
        }
        boldLead = stripBullet(joinLetterSpacing(lead).replace(/\s+/g, ' ')).text || null;
      }
      const text = segments.join(' | ');
      result.lines.push({
        text,
        segments,
        page: 1,
        top: 0,
        left: p.indent,
        right: 0,
        fontSize: [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? defaults.size,
        bold,
        italic: letters > 0 && italicLetters / letters >= 0.6,
        boldLead,
        gapBefore: i === 0 ? emptyRun + (p.spacingBefore > 0 ? p.spacingBefore / 240 : 0) : 0,
        bullet: first.bullet || numbered || /list/i.test(styleName),
        headingLevel,
        ruleBelow: p.borderBelow && i === pieces.length - 1,
        source,
        column: 0,
        icons: findIcons(text),
      });
    }
    emptyRun = 0;
  };

  const currentRunProps = (p: ParagraphState): RunText => {
    const run = p.run ?? {};
    const style = run.style ?? null;
    const pick = <K extends 'bold' | 'italic' | 'size' | 'font'>(key: K) =>
      // the paragraph mark's own run properties (pPr/rPr) do not apply to the runs
      run[key] ?? resolveStyle(styles, style, key) ?? resolveStyle(styles, p.styleId, key);
    return {
      text: '',
      bold: Boolean(pick('bold')),
      italic: Boolean(pick('italic')),
      size: (pick('size') as number | undefined) ?? defaults.size,
      font: (pick('font') as string | undefined) ?? defaultFont,
    };
  };

  const append = (text: string) => {
    const p = stack.at(-1);
    if (!p) return;
    const props = currentRunProps(p);
    const last = p.runs.at(-1);
    if (
      last &&
      last.bold === props.bold &&
      last.italic === props.italic &&
      last.size === props.size &&
      last.font === props.font
    ) {
      last.text += text;
    } else p.runs.push({ ...props, text });
  };

  let inRunProps = false;
  let inParagraphProps = false;

  parseXml(xml, {
    open(name, attrs, selfClosing) {
      if (name === 'mc:Fallback') {
        if (!selfClosing) fallbackDepth++;
        return;
      }
      if (fallbackDepth > 0) return;
      const p = stack.at(-1);
      switch (name) {
        case 'w:p':
          if (selfClosing) {
            emptyRun++;
            return;
          }
          stack.push({
            runs: [],
            styleId: null,
            numbered: false,
            outlineLevel: null,
            spacingBefore: 0,
            borderBelow: false,
            indent: 0,
            source: textBoxDepth > 0 ? 'textbox' : tableDepth > 0 && source === 'body' ? 'table' : source,
            run: null,
          });
          return;
        case 'w:pPr':
          inParagraphProps = !selfClosing;
          return;
        case 'w:rPr':
          inRunProps = !selfClosing;
          return;
        case 'w:r':
          if (p) p.run = {};
          return;
        case 'w:tbl':
          if (tableDepth === 0) result.tables++;
          if (!selfClosing) tableDepth++;
          return;
        case 'w:txbxContent':
          result.textBoxes++;
          if (!selfClosing) textBoxDepth++;
          return;
        case 'w:t':
          inText = !selfClosing;
          return;
        case 'w:instrText':
          inInstr = !selfClosing;
          return;
        case 'w:tab':
          if (!inParagraphProps && p?.run) append('\t');
          return;
        case 'w:br':
        case 'w:cr':
          if (attrs['w:type'] !== 'page' && attrs['w:type'] !== 'column') append('\n');
          return;
        case 'w:sym': {
          const code = parseInt(attrs['w:char'] ?? '', 16);
          if (Number.isFinite(code) && code > 0) append(String.fromCodePoint(code < 0x100 ? code + 0xf000 : code));
          return;
        }
        case 'w:hyperlink': {
          const rel = attrs['r:id'] ? rels.get(attrs['r:id']) : undefined;
          if (rel?.external) result.hyperlinks.push(rel.target);
          return;
        }
        case 'w:drawing':
        case 'w:pict':
          drawing = { width: 0, height: 0, picture: name === 'w:pict' };
          return;
        case 'wp:extent':
          if (drawing) {
            drawing.width = Number(attrs.cx ?? 0) / EMU_PER_POINT;
            drawing.height = Number(attrs.cy ?? 0) / EMU_PER_POINT;
          }
          return;
        case 'pic:pic':
        case 'v:imagedata':
          if (drawing) drawing.picture = true;
          return;
      }
      if (!p) return;
      if (inParagraphProps && !inRunProps) {
        if (name === 'w:pStyle') p.styleId = attrs['w:val'] ?? null;
        else if (name === 'w:numPr') p.numbered = true;
        else if (name === 'w:outlineLvl') p.outlineLevel = Number(attrs['w:val'] ?? 9);
        else if (name === 'w:spacing') p.spacingBefore = Number(attrs['w:before'] ?? 0);
        else if (name === 'w:ind') p.indent = Number(attrs['w:left'] ?? attrs['w:start'] ?? 0) / 20;
        else if (name === 'w:bottom' && attrs['w:val'] && attrs['w:val'] !== 'none' && attrs['w:val'] !== 'nil') {
          p.borderBelow = true;
        }
        return;
      }
      if (inRunProps) {
        if (inParagraphProps) return;
        const target: RunProps = (p.run ??= {});
        if (name === 'w:b') target.bold = onOff(attrs);
        else if (name === 'w:i') target.italic = onOff(attrs);
        else if (name === 'w:sz' && attrs['w:val']) target.size = Number(attrs['w:val']) / 2;
        else if (name === 'w:rFonts' && attrs['w:ascii']) target.font = attrs['w:ascii'];
        else if (name === 'w:rStyle') target.style = attrs['w:val'];
      }
    },
    close(name) {
      if (name === 'mc:Fallback') {
        fallbackDepth = Math.max(0, fallbackDepth - 1);
        return;
      }
      if (fallbackDepth > 0) return;
      switch (name) {
        case 'w:p': {
          const p = stack.pop();
          if (p) emit(p);
          return;
        }
        case 'w:pPr':
          inParagraphProps = false;
          return;
        case 'w:rPr':
          inRunProps = false;
          return;
        case 'w:r': {
          const p = stack.at(-1);
          if (p) p.run = null;
          return;
        }
        case 'w:tbl':
          tableDepth = Math.max(0, tableDepth - 1);
          return;
        case 'w:txbxContent':
          textBoxDepth = Math.max(0, textBoxDepth - 1);
          return;
        case 'w:t':
          inText = false;
          return;
        case 'w:instrText':
          inInstr = false;
          return;
        case 'w:drawing':
        case 'w:pict':
          if (drawing?.picture && drawing.width > 0) {
            result.images.push({ width: drawing.width, height: drawing.height, index: result.lines.length });
          }
          drawing = null;
          return;
      }
    },
    text(value) {
      if (fallbackDepth > 0) return;
      if (inText) append(value);
      else if (inInstr) {
        const link = /HYPERLINK\s+"([^"]+)"/.exec(value);
        if (link) result.hyperlinks.push(link[1]!);
      }
    },
  });
  return result;
}

function estimatePages(lines: Line[]): number {
  // about 95 characters per printed line and 46 lines per page at resume sizes
  let printed = 0;
  for (const line of lines)
    printed += Math.max(1, Math.ceil(line.text.length / 95)) + Math.min(line.gapBefore, 2) * 0.6;
  return Math.max(1, Math.ceil(printed / 46));
}

function readAppPages(zip: ZipReader): number | null {
  const xml = zip.readText('docProps/app.xml');
  const match = xml ? /<Pages>(\d+)<\/Pages>/.exec(xml) : null;
  const pages = match ? Number(match[1]) : 0;
  return pages > 0 && pages < 1000 ? pages : null;
}

export function extractDocx(bytes: Uint8Array): ExtractedDocument {
  const zip = new ZipReader(bytes);
  const contentTypes = zip.readText('[Content_Types].xml');
  if (!contentTypes) throw new UnreadableDocumentError(AnalysisMessages.damagedDocx);
  if (!zip.has('word/document.xml') || !/wordprocessingml\.document\.main/.test(contentTypes)) {
    // a ZIP, but a spreadsheet, a presentation or an archive: not an accepted type
    throw new UnreadableDocumentError(Messages.resumeInvalidType, 'invalid-type');
  }
  const styleInfo = readStyles(zip);
  const themeFont = styleInfo.defaults.fontTheme ? readThemeFont(zip) : null;
  const defaultFont = styleInfo.defaults.font ?? themeFont ?? 'Calibri';

  const body = readPart(zip, 'word/document.xml', 'body', styleInfo, defaultFont);
  const rels = readRelationships(zip, 'word/document.xml');
  const headers: PartResult[] = [];
  const footers: PartResult[] = [];
  for (const rel of rels.values()) {
    const target = `word/${rel.target.replace(/^\/?word\//, '').replace(/^\.\//, '')}`;
    if (rel.type.endsWith('/header')) headers.push(readPart(zip, target, 'header', styleInfo, defaultFont));
    if (rel.type.endsWith('/footer')) footers.push(readPart(zip, target, 'footer', styleInfo, defaultFont));
  }
  const headerLines = dedupe(headers.flatMap((h) => h.lines));
  const footerLines = dedupe(footers.flatMap((f) => f.lines));
  const lines = [...headerLines, ...body.lines, ...footerLines].map((line, index) => ({ ...line, top: index }));

  const doc = emptyDocument('docx');
  const parts = [body, ...headers, ...footers];
  doc.lines = lines;
  doc.pages = readAppPages(zip) ?? estimatePages(body.lines);
  doc.tables = body.tables;
  doc.textBoxes = parts.reduce((sum, part) => sum + part.textBoxes, 0);
  doc.hyperlinks = [...new Set(parts.flatMap((part) => part.hyperlinks))];
  doc.fontFamilies = [...new Set(parts.flatMap((part) => [...part.fonts]).map((font) => font.toLowerCase()))];
  // body pictures sit at their paragraph; header pictures at the very top
  doc.images = [
    ...headers.flatMap((h) =>
      h.images.map((image) => ({ page: 1, top: 0, left: 0, width: image.width, height: image.height })),
    ),
    ...body.images.map((image) => ({
      page: 1,
      top: headerLines.length + image.index,
      left: 0,
      width: image.width,
      height: image.height,
    })),
  ];
  if (lines.length === 0 && doc.images.length > 0) doc.imageOnlyPages = [1];
  return doc;
}

/** First, even and default headers often repeat the same text. */
function dedupe(lines: Line[]): Line[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    if (seen.has(line.text)) return false;
    seen.add(line.text);
    return true;
  });
}
