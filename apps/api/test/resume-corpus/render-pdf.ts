// Renders a resume spec to PDF with pdfkit, in one of the corpus layouts.
// Positions are explicit so each layout is what it claims to be: one column,
// a sidebar, a drawn table grid, a date gutter.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { ResumeSpec } from './corpus-model.ts';
import { SOFT_SKILLS } from './corpus-specs.ts';
import { portraitPng, scannedPagePng } from './png.ts';
import {
  ICONS,
  LABELS,
  airyRoleLines,
  airyVariant,
  contactItems,
  dateOfBirthLine,
  degreeLine,
  educationYears,
  roleDates,
} from './resume-text.ts';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const SOFT = new Set(SOFT_SKILLS);

interface Fonts {
  regular: string;
  bold: string;
  italic: string;
  name: string;
  heading: string;
  dates: string;
}

function requireDejaVu() {
  if (!existsSync(`${DEJAVU}/DejaVuSans.ttf`)) {
    throw new Error(`The corpus needs the DejaVu fonts in ${DEJAVU} (apt-get install fonts-dejavu-core)`);
  }
}

class Writer {
  readonly doc: PDFKit.PDFDocument;
  y = PAGE.margin;
  x = PAGE.margin;
  width = PAGE.width - 2 * PAGE.margin;
  readonly fonts: Fonts;
  readonly spec: ResumeSpec;

  constructor(spec: ResumeSpec, fonts: Partial<Fonts> & { regular: string; bold: string; italic: string }) {
    this.spec = spec;
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      bufferPages: true,
      info: { CreationDate: FIXED_DATE, Title: `Resume ${spec.id}` },
    });
    if (spec.icons || spec.manyFonts || fonts.regular.startsWith('DejaVu')) {
      requireDejaVu();
      this.doc.registerFont('DejaVuSans', `${DEJAVU}/DejaVuSans.ttf`);
      this.doc.registerFont('DejaVuSans-Bold', `${DEJAVU}/DejaVuSans-Bold.ttf`);
      this.doc.registerFont('DejaVuSans-Oblique', `${DEJAVU}/DejaVuSans-Oblique.ttf`);
      this.doc.registerFont('DejaVuSerif', `${DEJAVU}/DejaVuSerif.ttf`);
    }
    const many = spec.manyFonts;
    this.fonts = {
      name: many ? 'Times-Bold' : fonts.bold,
      heading: many ? 'Courier-Bold' : fonts.bold,
      dates: many ? 'DejaVuSerif' : fonts.regular,
      ...fonts,
    };
  }

  ensure(height: number) {
    if (this.y + height > PAGE.height - PAGE.margin) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  text(
    text: string,
    options: {
      font?: string;
      size?: number;
      color?: string;
      x?: number;
      width?: number;
      align?: 'left' | 'right' | 'center';
      gap?: number;
    } = {},
  ) {
    const {
      font = this.fonts.regular,
      size = 10,
      color = '#222222',
      x = this.x,
      width = this.width,
      align = 'left',
      gap = 1.5,
    } = options;
    this.doc.font(font).fontSize(size).fillColor(color);
    const height = this.doc.heightOfString(text, { width, lineGap: gap });
    this.ensure(height);
    this.doc.text(text, x, this.y, { width, align, lineGap: gap });
    this.y += height;
  }

  /** Two texts on one baseline: one on the left, one flush right. */
  pair(
    left: string,
    right: string,
    options: { leftFont?: string; rightFont?: string; size?: number; x?: number; width?: number } = {},
  ) {
    const {
      leftFont = this.fonts.bold,
      rightFont = this.fonts.dates,
      size = 10,
      x = this.x,
      width = this.width,
    } = options;
    this.ensure(size * 1.6);
    this.doc.font(rightFont).fontSize(size).fillColor('#222222');
    const rightWidth = this.doc.widthOfString(right);
    this.doc.text(right, x + width - rightWidth, this.y, { lineBreak: false });
    this.doc.font(leftFont).fontSize(size);
    this.doc.text(left, x, this.y, { width: width - rightWidth - 20, lineBreak: false });
    this.y += size * 1.45;
  }

  bullet(
    text: string,
    options: { glyph?: string; glyphFont?: string; x?: number; width?: number; size?: number } = {},
  ) {
    const { glyph = '•', glyphFont = this.fonts.regular, x = this.x + 8, width = this.width - 8, size = 10 } = options;
    this.doc.font(this.fonts.regular).fontSize(size);
    const height = this.doc.heightOfString(text, { width: width - 12, lineGap: 1.5 });
    this.ensure(height);
    this.doc.font(glyphFont).fontSize(size).fillColor('#222222').text(glyph, x, this.y, { lineBreak: false });
    this.doc
      .font(this.fonts.regular)
      .fontSize(size)
      .text(text, x + 12, this.y, { width: width - 12, lineGap: 1.5 });
    this.y += height + 1;
  }

  rule(x = this.x, width = this.width) {
    this.doc
      .moveTo(x, this.y)
      .lineTo(x + width, this.y)
      .lineWidth(0.7)
      .strokeColor('#888888')
      .stroke();
    this.y += 4;
  }

  space(points: number) {
    this.y += points;
  }

  /** The contact line, with an icon font run before each item when the spec asks for icons. */
  contactLine(
    items: { kind: keyof typeof ICONS; text: string }[],
    options: {
      size?: number;
      separator?: string;
      labels?: boolean;
      align?: 'left' | 'center' | 'right';
      x?: number;
      width?: number;
    } = {},
  ) {
    const { size = 9.5, separator = '  |  ', labels = false, align = 'left', x = this.x, width = this.width } = options;
    const doc = this.doc;
    this.ensure(size * 3);
    doc.fontSize(size).fillColor('#333333');
    const parts = items.map((item) => (labels ? `${LABELS[item.kind]}: ${item.text}` : item.text));
    if (!this.spec.icons) {
      doc.font(this.fonts.regular);
      const text = parts.join(separator);
      const height = doc.heightOfString(text, { width });
      doc.text(text, x, this.y, { width, align });
      this.y += height + 2;
      return;
    }
    doc.text('', x, this.y, { width, continued: true });
    parts.forEach((part, i) => {
      doc.font('DejaVuSans').text(`${ICONS[items[i]!.kind]} `, { continued: true });
      doc
        .font(this.fonts.regular)
        .text(part + (i < parts.length - 1 ? separator : ''), { continued: i < parts.length - 1 });
    });
    this.y = doc.y + 2;
  }

  photo(x: number, y: number) {
    this.doc.image(portraitPng(), x, y, { width: 72, height: 90 });
  }

  async finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) => this.doc.on('end', () => resolve(Buffer.concat(chunks))));
    this.doc.end();
    return done;
  }
}

function certificates(w: Writer, heading: (text: string) => void, glyph = '•') {
  if (w.spec.certificates.length === 0) return;
  heading(w.spec.headings.certificates);
  for (const c of w.spec.certificates) w.bullet(c, { glyph });
}

function extraPersonal(w: Writer, options: { size?: number; align?: 'left' | 'center' } = {}) {
  const dob = dateOfBirthLine(w.spec);
  if (dob) w.text(dob, { size: options.size ?? 9.5, align: options.align });
}

function renderClassic(spec: ResumeSpec, variant: 'classic' | 'header-contact'): Writer {
  const w = new Writer(spec, { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' });
  const items = contactItems(spec);
  if (variant === 'header-contact') {
    // contact details set small in the top margin, like a running page header
    w.y = 22;
    w.contactLine(items, { size: 8, align: 'right', separator: '  ·  ' });
    w.y = PAGE.margin + 6;
  }
  if (spec.photo) w.photo(PAGE.width - PAGE.margin - 72, PAGE.margin - 10);
  w.text(spec.name, { font: w.fonts.name, size: 22, width: spec.photo ? w.width - 90 : w.width });
  w.text(spec.headline, { size: 11, color: '#555555' });
  w.space(3);
  if (variant === 'classic') w.contactLine(items);
  extraPersonal(w);
  if (spec.photo) w.y = Math.max(w.y, PAGE.margin + 86);
  const heading = (text: string) => {
    w.space(10);
    w.ensure(40);
    w.text(text.toUpperCase(), { font: w.fonts.heading, size: 11.5 });
    w.space(1);
    w.rule();
  };
  heading(spec.headings.summary);
  w.text(spec.summary);
  heading(spec.headings.work);
  for (const role of spec.roles) {
    w.ensure(60);
    w.pair(role.company, roleDates(role), { size: 10.5 });
    w.pair(role.title, role.location, { leftFont: w.fonts.italic, rightFont: w.fonts.italic });
    for (const b of role.bullets) w.bullet(b);
    w.space(6);
  }
  heading(spec.headings.education);
  for (const e of spec.education) {
    w.pair(e.institution, educationYears(e), { size: 10.5 });
    w.text(e.grade ? `${degreeLine(e)} | ${e.grade}` : degreeLine(e));
    w.space(4);
  }
  if (spec.skills) {
    heading(spec.headings.skills);
    w.text(spec.skills.join(', '));
  }
  certificates(w, heading);
  return w;
}

function renderModern(spec: ResumeSpec): Writer {
  const w = new Writer(spec, { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', italic: 'DejaVuSans-Oblique' });
  if (spec.photo) w.photo(PAGE.width - PAGE.margin - 72, PAGE.margin - 10);
  w.text(spec.name, { font: w.fonts.name, size: 24, color: '#1d3557' });
  w.text(spec.headline, { size: 11, color: '#457b9d' });
  w.space(4);
  w.contactLine(contactItems(spec), { separator: '  •  ', size: 9 });
  extraPersonal(w, { size: 9 });
  if (spec.photo) w.y = Math.max(w.y, PAGE.margin + 86);
  const heading = (text: string) => {
    w.space(12);
    w.ensure(40);
    w.text(text, { font: w.fonts.heading, size: 13, color: '#1d3557' });
    w.space(3);
  };
  heading(spec.headings.summary);
  w.text(spec.summary, { size: 9.5 });
  heading(spec.headings.work);
  for (const role of spec.roles) {
    w.ensure(60);
    w.text(`${role.title}, ${role.company}`, { font: w.fonts.bold, size: 10.5 });
    w.text(`${roleDates(role)} | ${role.location}`, { font: w.fonts.italic, size: 9, color: '#555555' });
    w.space(2);
    for (const b of role.bullets) w.bullet(b, { glyph: '▪', size: 9.5 });
    w.space(6);
  }
  heading(spec.headings.education);
  for (const e of spec.education) {
    w.text(`${degreeLine(e)}, ${e.institution}`, { font: w.fonts.bold, size: 10 });
    w.text(e.grade ? `${educationYears(e)} | ${e.grade}` : educationYears(e), { size: 9, color: '#555555' });
    w.space(4);
  }
  if (spec.skills) {
    heading(spec.headings.skills);
    w.text(spec.skills.join('  •  '), { size: 9.5 });
  }
  certificates(w, heading, '▪');
  return w;
}

function renderTwoColumn(spec: ResumeSpec): Writer {
  const w = new Writer(spec, { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' });
  const side = { x: PAGE.margin, width: 150 };
  const main = { x: PAGE.margin + 170, width: PAGE.width - 2 * PAGE.margin - 170 };
  if (spec.photo) w.photo(PAGE.width - PAGE.margin - 72, PAGE.margin - 10);
  w.text(spec.name, { font: w.fonts.name, size: 22 });
  w.text(spec.headline, { size: 11, color: '#555555' });
  w.space(14);
  const top = Math.max(w.y, spec.photo ? PAGE.margin + 90 : 0);
  w.doc.rect(side.x - 8, top - 6, side.width + 14, PAGE.height - top - PAGE.margin + 6).fill('#f1f3f5');

  // the sidebar: contact, skills, education
  w.y = top;
  w.x = side.x;
  w.width = side.width;
  const sideHeading = (text: string) => {
    w.space(8);
    w.text(text.toUpperCase(), { font: w.fonts.heading, size: 10, color: '#1d3557' });
    w.space(2);
  };
  sideHeading('Contact');
  for (const item of contactItems(spec)) w.text(item.text, { size: 8.5 });
  if (spec.skills) {
    sideHeading(spec.headings.skills);
    for (const skill of spec.skills) w.text(skill, { size: 8.5 });
  }
  sideHeading(spec.headings.education);
  for (const e of spec.education) {
    w.text(e.institution, { font: w.fonts.bold, size: 8.5 });
    w.text(degreeLine(e), { size: 8.5 });
    w.text(educationYears(e), { size: 8.5, color: '#555555' });
    if (e.grade) w.text(e.grade, { size: 8.5 });
    w.space(4);
  }

  // the main column: summary, experience, certificates
  w.y = top;
  w.x = main.x;
  w.width = main.width;
  const heading = (text: string) => {
    w.space(8);
    w.ensure(40);
    w.text(text.toUpperCase(), { font: w.fonts.heading, size: 10.5, color: '#1d3557' });
    w.space(1);
    w.rule();
  };
  heading(spec.headings.summary);
  w.text(spec.summary, { size: 9 });
  heading(spec.headings.work);
  for (const role of spec.roles) {
    w.ensure(60);
    w.text(role.title, { font: w.fonts.bold, size: 10 });
    w.text(`${role.company} · ${role.location}`, { size: 9 });
    w.text(roleDates(role), { font: spec.manyFonts ? w.fonts.dates : w.fonts.italic, size: 9, color: '#555555' });
    for (const b of role.bullets) w.bullet(b, { size: 9 });
    w.space(5);
  }
  certificates(w, heading);
  return w;
}

function cellRow(w: Writer, cells: { text: string; width: number; font?: string }[], size = 9.5) {
  const height = 20;
  w.ensure(height + 4);
  let x = w.x;
  for (const cell of cells) {
    w.doc.rect(x, w.y, cell.width, height).lineWidth(0.6).strokeColor('#999999').stroke();
    w.doc
      .font(cell.font ?? w.fonts.regular)
      .fontSize(size)
      .fillColor('#222222')
      .text(cell.text, x + 5, w.y + 6, { width: cell.width - 10, lineBreak: false });
    x += cell.width;
  }
  w.y += height + 3;
}

function renderTable(spec: ResumeSpec): Writer {
  const w = new Writer(spec, { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' });
  if (spec.photo) w.photo(PAGE.width - PAGE.margin - 72, PAGE.margin - 10);
  w.text(spec.name, { font: w.fonts.name, size: 22 });
  w.text(spec.headline, { size: 11, color: '#555555' });
  w.space(3);
  w.contactLine(contactItems(spec));
  extraPersonal(w);
  if (spec.photo) w.y = Math.max(w.y, PAGE.margin + 86);
  const heading = (text: string) => {
    w.space(10);
    w.ensure(40);
    w.text(text.toUpperCase(), { font: w.fonts.heading, size: 11.5 });
    w.space(4);
  };
  heading(spec.headings.summary);
  w.text(spec.summary);
  heading(spec.headings.work);
  for (const role of spec.roles) {
    cellRow(w, [
      { text: role.company, width: 170, font: w.fonts.bold },
      { text: role.title, width: 185 },
      { text: roleDates(role), width: 140, font: w.fonts.dates },
    ]);
    for (const b of role.bullets) w.bullet(b);
    w.space(6);
  }
  heading(spec.headings.education);
  for (const e of spec.education) {
    cellRow(
      w,
      [
        { text: e.institution, width: 235, font: w.fonts.bold },
        { text: degreeLine(e), width: 185 },
        { text: educationYears(e), width: 75 },
      ],
      9,
    );
    if (e.grade) w.text(e.grade, { size: 9.5 });
  }
  if (spec.skills) {
    heading(spec.headings.skills);
    for (let i = 0; i < spec.skills.length; i += 4) {
      cellRow(
        w,
        spec.skills.slice(i, i + 4).map((s) => ({ text: s, width: 123.75 })),
      );
    }
  }
  certificates(w, heading);
  return w;
}

function renderCompact(spec: ResumeSpec): Writer {
  const w = new Writer(spec, { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' });
  if (spec.photo) w.photo(PAGE.width - PAGE.margin - 72, PAGE.margin - 10);
  w.text(spec.name, { font: w.fonts.name, size: 18, align: 'center' });
  w.contactLine(contactItems(spec), { separator: ' · ', align: 'center', size: 9.5 });
  extraPersonal(w, { align: 'center' });
  if (spec.photo) w.y = Math.max(w.y, PAGE.margin + 86);
  const heading = (text: string) => {
    w.space(9);
    w.ensure(40);
    w.text(`${text}:`, { font: spec.manyFonts ? w.fonts.heading : w.fonts.regular, size: 12 });
    w.space(2);
  };
  heading(spec.headings.summary);
  w.text(spec.summary);
  heading(spec.headings.work);
  for (const role of spec.roles) {
    w.ensure(50);
    w.pair(`${role.title} — ${role.company}, ${role.location}`, roleDates(role, ' - '), { size: 10 });
    for (const b of role.bullets) w.bullet(b, { glyph: '–' });
    w.space(4);
  }
  heading(spec.headings.education);
  for (const e of spec.education) {
    w.pair(`${degreeLine(e)} — ${e.institution}`, educationYears(e, ' - '), { size: 10 });
    if (e.grade) w.text(e.grade);
  }
  if (spec.skills) {
    heading(spec.headings.skills);
    w.text(spec.skills.join(', '));
  }
  certificates(w, heading, '–');
  return w;
}

function renderTimeline(spec: ResumeSpec): Writer {
  const w = new Writer(spec, { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' });
  const gutter = 95;
  if (spec.photo) w.photo(PAGE.width - PAGE.margin - 72, PAGE.margin - 10);
  w.text(spec.name, { font: w.fonts.name, size: 20 });
  w.text(spec.headline, { size: 10.5, color: '#555555' });
  w.space(2);
  w.contactLine(contactItems(spec), { separator: '  ·  ', labels: true, size: 8.5 });
  extraPersonal(w, { size: 8.5 });
  if (spec.photo) w.y = Math.max(w.y, PAGE.margin + 86);
  const heading = (text: string) => {
    w.space(10);
    w.ensure(40);
    w.text(text.toUpperCase(), { font: w.fonts.heading, size: 10, color: '#666666' });
    w.space(3);
  };
  const content = { x: PAGE.margin + gutter, width: w.width - gutter };
  heading(spec.headings.summary);
  w.text(spec.summary, { size: 9.5 });
  heading(spec.headings.work);
  for (const role of spec.roles) {
    w.ensure(60);
    const y = w.y;
    w.doc
      .font(w.fonts.dates)
      .fontSize(9)
      .fillColor('#555555')
      .text(roleDates(role), PAGE.margin, y + 1, { width: gutter - 10, lineBreak: false });
    w.text(role.company, { font: w.fonts.bold, size: 10, ...content });
    w.text(`${role.title} · ${role.location}`, { font: w.fonts.italic, size: 9.5, ...content });
    for (const b of role.bullets) w.bullet(b, { x: content.x, width: content.width, size: 9.5 });
    w.space(5);
  }
  heading(spec.headings.education);
  for (const e of spec.education) {
    const y = w.y;
    w.doc
      .font(w.fonts.dates)
      .fontSize(9)
      .fillColor('#555555')
      .text(educationYears(e), PAGE.margin, y + 1, { width: gutter - 10, lineBreak: false });
    w.text(e.institution, { font: w.fonts.bold, size: 10, ...content });
    w.text(e.grade ? `${degreeLine(e)} · ${e.grade}` : degreeLine(e), { size: 9.5, ...content });
    w.space(4);
  }
  if (spec.skills) {
    heading(spec.headings.skills);
    w.text(spec.skills.join(', '), { size: 9.5, ...content });
  }
  certificates(w, heading);
  return w;
}

function renderBanner(spec: ResumeSpec): Writer {
  const w = new Writer(spec, { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' });
  const nameX = spec.photo ? PAGE.margin + 82 : PAGE.margin;
  if (spec.photo) w.photo(PAGE.margin, PAGE.margin - 10);
  const top = w.y;
  w.text(spec.name, { font: w.fonts.name, size: 26, x: nameX, width: 270 });
  w.text(spec.headline, { size: 12, color: '#2a6f97', x: nameX, width: 270 });
  const leftBottom = w.y;
  // contact details stacked flush right beside the name
  w.y = top;
  const block = { x: PAGE.width - PAGE.margin - 200, width: 200 };
  for (const item of contactItems(spec)) {
    if (spec.icons) {
      w.doc
        .fontSize(8.5)
        .fillColor('#333333')
        .font('DejaVuSans')
        .text(`${ICONS[item.kind]} `, block.x, w.y, { width: block.width, align: 'right', continued: true });
      w.doc.font(w.fonts.regular).text(item.text);
      w.y += 11;
    } else w.text(item.text, { size: 8.5, align: 'right', ...block });
  }
  const dob = dateOfBirthLine(spec);
  if (dob) w.text(dob, { size: 8.5, align: 'right', ...block });
  w.y = Math.max(w.y, leftBottom, spec.photo ? PAGE.margin + 86 : 0) + 6;
  const heading = (text: string) => {
    w.space(10);
    w.ensure(40);
    w.text(text, { font: w.fonts.heading, size: 12.5, color: '#2a6f97' });
    w.rule();
  };
  heading(spec.headings.summary);
  w.text(spec.summary, { size: 9.5 });
  heading(spec.headings.work);
  for (const role of spec.roles) {
    w.ensure(60);
    w.text(role.company, { font: w.fonts.bold, size: 10.5 });
    if (spec.manyFonts) {
      w.doc
        .font(w.fonts.italic)
        .fontSize(9.5)
        .fillColor('#444444')
        .text(`${role.title} | ${role.location} | `, w.x, w.y, { continued: true });
      w.doc.font(w.fonts.dates).text(roleDates(role));
      w.y = w.doc.y;
    } else
      w.text(`${role.title} | ${role.location} | ${roleDates(role)}`, {
        font: w.fonts.italic,
        size: 9.5,
        color: '#444444',
      });
    w.space(1);
    for (const b of role.bullets) w.bullet(b, { glyph: '-', size: 9.5 });
    w.space(5);
  }
  heading(spec.headings.education);
  for (const e of spec.education) {
    w.text(e.institution, { font: w.fonts.bold, size: 10 });
    w.text(`${degreeLine(e)} (${e.startYear}–${e.endYear})${e.grade ? `, ${e.grade}` : ''}`, { size: 9.5 });
    w.space(3);
  }
  if (spec.skills) {
    heading(spec.headings.skills);
    const soft = spec.skills.filter((s) => SOFT.has(s));
    const hard = spec.skills.filter((s) => !SOFT.has(s));
    if (hard.length) w.text(`Technical: ${hard.join(', ')}`, { size: 9.5 });
    if (soft.length) w.text(`Professional: ${soft.join(', ')}`, { size: 9.5 });
  }
  if (spec.certificates.length) {
    heading(spec.headings.certificates);
    for (const c of spec.certificates) w.text(c, { size: 9.5 });
  }
  return w;
}

function renderDatesFirst(spec: ResumeSpec): Writer {
  requireDejaVu();
  const w = new Writer(spec, { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' });
  w.doc.registerFont('DejaVuSans', `${DEJAVU}/DejaVuSans.ttf`);
  if (spec.photo) w.photo(PAGE.width - PAGE.margin - 72, PAGE.margin - 10);
  w.text(spec.name, { font: w.fonts.name, size: 20, align: 'center' });
  w.text(spec.headline, { size: 11, align: 'center', color: '#444444' });
  w.contactLine(contactItems(spec), { align: 'center', size: 9.5 });
  extraPersonal(w, { align: 'center' });
  if (spec.photo) w.y = Math.max(w.y, PAGE.margin + 86);
  const heading = (text: string) => {
    w.space(10);
    w.ensure(40);
    w.text(text.toUpperCase(), {
      font: spec.manyFonts ? w.fonts.heading : w.fonts.regular,
      size: 12.5,
      align: 'center',
    });
    w.space(3);
  };
  heading(spec.headings.summary);
  w.text(spec.summary);
  heading(spec.headings.work);
  for (const role of spec.roles) {
    w.ensure(50);
    const y = w.y;
    w.doc
      .font(w.fonts.dates)
      .fontSize(10)
      .fillColor('#222222')
      .text(roleDates(role), PAGE.margin, y, { lineBreak: false });
    w.text(`${role.title}, ${role.company} (${role.location})`, {
      font: w.fonts.bold,
      size: 10,
      x: PAGE.margin + 130,
      width: w.width - 130,
    });
    for (const b of role.bullets)
      w.bullet(b, { glyph: '●', glyphFont: 'DejaVuSans', x: PAGE.margin + 130, width: w.width - 130 });
    w.space(4);
  }
  heading(spec.headings.education);
  for (const e of spec.education) {
    const y = w.y;
    w.doc.font(w.fonts.dates).fontSize(10).text(educationYears(e), PAGE.margin, y, { lineBreak: false });
    w.text(`${degreeLine(e)}, ${e.institution}`, {
      font: w.fonts.bold,
      size: 10,
      x: PAGE.margin + 130,
      width: w.width - 130,
    });
    if (e.grade) w.text(e.grade, { x: PAGE.margin + 130, width: w.width - 130 });
    w.space(3);
  }
  if (spec.skills) {
    heading(spec.headings.skills);
    w.text(spec.skills.join(' · '));
  }
  certificates(w, heading, '●');
  return w;
}

function renderSidebarRight(spec: ResumeSpec): Writer {
  const w = new Writer(spec, { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' });
  const main = { x: PAGE.margin, width: 320 };
  const side = { x: PAGE.margin + 340, width: PAGE.width - 2 * PAGE.margin - 340 };
  if (spec.photo) w.photo(side.x, PAGE.margin - 10);
  w.text(spec.name, { font: w.fonts.name, size: 22, width: 320 });
  w.text(spec.headline, { size: 11, color: '#555555', width: 320 });
  w.space(12);
  const top = Math.max(w.y, spec.photo ? PAGE.margin + 90 : 0);
  const heading = (text: string) => {
    w.space(9);
    w.ensure(40);
    w.text(text, { font: w.fonts.heading, size: 11.5, color: '#0b5394' });
    w.space(2);
  };
  // the main column on the left
  w.y = top;
  w.x = main.x;
  w.width = main.width;
  heading(spec.headings.summary);
  w.text(spec.summary, { size: 9.5 });
  heading(spec.headings.work);
  for (const role of spec.roles) {
    w.ensure(60);
    w.text(role.company, { font: w.fonts.bold, size: 10 });
    w.pair(role.title, roleDates(role), { leftFont: w.fonts.italic, size: 9 });
    for (const b of role.bullets) w.bullet(b, { size: 9 });
    w.space(5);
  }
  // the sidebar on the right, from the top again
  w.doc.switchToPage(0);
  w.y = top;
  w.x = side.x;
  w.width = side.width;
  heading('Contact');
  for (const item of contactItems(spec)) w.text(item.text, { size: 8.5 });
  if (spec.skills) {
    heading(spec.headings.skills);
    w.text(spec.skills.join(', '), { size: 8.5 });
  }
  heading(spec.headings.education);
  for (const e of spec.education) {
    w.text(e.institution, { font: w.fonts.bold, size: 8.5 });
    w.text(degreeLine(e), { size: 8.5 });
    w.text(educationYears(e), { size: 8.5, color: '#555555' });
    if (e.grade) w.text(e.grade, { size: 8.5 });
    w.space(3);
  }
  if (spec.certificates.length) {
    heading(spec.headings.certificates);
    for (const c of spec.certificates) w.text(c, { size: 8.5 });
  }
  return w;
}

function renderNarrative(spec: ResumeSpec): Writer {
  const w = new Writer(spec, { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' });
  if (spec.photo) w.photo(PAGE.width - PAGE.margin - 72, PAGE.margin - 10);
  w.text(spec.name, { font: w.fonts.name, size: 20 });
  w.contactLine(contactItems(spec), { separator: ' / ', size: 9.5 });
  extraPersonal(w);
  if (spec.photo) w.y = Math.max(w.y, PAGE.margin + 86);
  const heading = (text: string) => {
    w.space(10);
    w.ensure(40);
    w.doc
      .font(spec.manyFonts ? w.fonts.heading : w.fonts.regular)
      .fontSize(10.5)
      .fillColor('#222222');
    w.doc.text(text.toUpperCase(), w.x, w.y, { characterSpacing: 2, lineBreak: false });
    w.y += 14;
    w.rule();
  };
  heading(spec.headings.summary);
  w.text(spec.summary);
  heading(spec.headings.work);
  for (const role of spec.roles) {
    w.ensure(60);
    w.text(`${role.company} — ${role.title}`, { font: w.fonts.bold, size: 10.5 });
    w.text(`(${roleDates(role)} · ${role.location})`, {
      font: spec.manyFonts ? w.fonts.dates : w.fonts.italic,
      size: 9.5,
      color: '#444444',
    });
    w.space(2);
    w.text(role.bullets.map((b) => `${b}.`).join(' '), { size: 10 });
    w.space(6);
  }
  heading(spec.headings.education);
  for (const e of spec.education) {
    w.text(`${e.institution} — ${degreeLine(e)}, ${e.startYear}–${e.endYear}`, { size: 10 });
    if (e.grade) w.text(e.grade, { size: 10 });
  }
  if (spec.skills) {
    heading(spec.headings.skills);
    w.text(spec.skills.join(', '));
  }
  if (spec.certificates.length) {
    heading(spec.headings.certificates);
    for (const c of spec.certificates) w.text(c);
  }
  return w;
}

/**
 * Letter-spaced headings and names, in three ways across the files: letters
 * a little apart (pdf.js keeps each word in one run), closer (the word gaps
 * vanish from the text), and each letter placed on its own (a run per
 * letter). Roles are 'Title, Company, City' lines (airyRoleLines).
 */
function renderAiry(spec: ResumeSpec): Writer {
  const w = new Writer(spec, { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' });
  const variant = airyVariant(spec);
  const doc = w.doc;
  /** One line of letter-spaced text at the writer's position. */
  const spacedLine = (text: string, font: string, size: number, color: string) => {
    w.ensure(size * 2);
    doc.font(font).fontSize(size).fillColor(color);
    if (variant === 0) {
      let x = w.x;
      for (const char of text) {
        if (char === ' ') x += size * 1.1;
        else {
          doc.text(char, x, w.y, { lineBreak: false });
          x += doc.widthOfString(char) + size * 0.65;
        }
      }
    } else {
      doc.text(text, w.x, w.y, { lineBreak: false, characterSpacing: variant === 1 ? size * 0.27 : size * 0.15 });
    }
    w.y += size * 1.5;
  };
  if (spec.photo) w.photo(PAGE.width - PAGE.margin - 72, PAGE.margin - 10);
  if (variant === 2) w.text(spec.name, { font: w.fonts.name, size: 22 });
  else {
    doc.font(w.fonts.name).fontSize(22).fillColor('#222222');
    doc.text(spec.name, w.x, w.y, { lineBreak: false, characterSpacing: 4 });
    w.y += 30;
  }
  w.text(spec.headline, { size: 10.5, color: '#666666' });
  w.space(4);
  w.contactLine(contactItems(spec), { separator: '   ·   ', size: 9 });
  extraPersonal(w, { size: 9 });
  if (spec.photo) w.y = Math.max(w.y, PAGE.margin + 86);
  const heading = (text: string) => {
    w.space(14);
    w.ensure(40);
    spacedLine(text.toUpperCase(), spec.manyFonts ? w.fonts.heading : w.fonts.regular, 10.5, '#555555');
    w.space(2);
  };
  heading(spec.headings.summary);
  w.text(spec.summary);
  heading(spec.headings.work);
  spec.roles.forEach((role, index) => {
    w.ensure(60);
    const { line, right, next } = airyRoleLines(spec, index);
    if (right) w.pair(line, right, { size: 10.5 });
    else w.text(line, { font: w.fonts.bold, size: 10.5 });
    if (next) w.text(next, { font: w.fonts.italic, size: 9.5, color: '#555555' });
    w.space(2);
    for (const b of role.bullets) w.bullet(b, { glyph: '–' });
    w.space(7);
  });
  heading(spec.headings.education);
  for (const e of spec.education) {
    w.text(`${degreeLine(e)}, ${e.institution}`, { font: w.fonts.bold, size: 10.5 });
    w.text(e.grade ? `${educationYears(e)} | ${e.grade}` : educationYears(e), { size: 9.5 });
    w.space(4);
  }
  if (spec.skills) {
    heading(spec.headings.skills);
    w.text(spec.skills.join('  ·  '));
  }
  certificates(w, heading, '–');
  return w;
}

const renderers: Record<ResumeSpec['layout'], (spec: ResumeSpec) => Writer> = {
  airy: renderAiry,
  'sidebar-right': renderSidebarRight,
  narrative: renderNarrative,
  banner: renderBanner,
  'dates-first': renderDatesFirst,
  classic: (spec) => renderClassic(spec, 'classic'),
  'header-contact': (spec) => renderClassic(spec, 'header-contact'),
  modern: renderModern,
  'two-column': renderTwoColumn,
  table: renderTable,
  compact: renderCompact,
  timeline: renderTimeline,
};

export function renderPdf(spec: ResumeSpec): Promise<Buffer> {
  return renderers[spec.layout](spec).finish();
}

/** A page that is only a picture of text: what a scanner produces. */
export function renderScannedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { CreationDate: FIXED_DATE } });
  doc.image(scannedPagePng(), 0, 0, { width: PAGE.width, height: PAGE.height });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.end();
  return done;
}

/** Protected with a user password: nothing can be read without it. */
export function renderEncryptedPdf(spec: ResumeSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    userPassword: 'secret',
    ownerPassword: 'owner',
    info: { CreationDate: FIXED_DATE },
  });
  doc.font('Helvetica-Bold').fontSize(20).text(spec.name);
  doc.font('Helvetica').fontSize(10).text(spec.summary);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.end();
  return done;
}
