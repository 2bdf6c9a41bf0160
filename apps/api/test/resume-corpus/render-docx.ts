// Renders a resume spec to DOCX with the docx package, in the same layouts as
// the PDF renderer: real Word structure (heading styles, list numbering, tab
// stops, tables, page headers, pictures) rather than look-alike text.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { ResumeSpec } from './corpus-model.ts';
import { SOFT_SKILLS } from './corpus-specs.ts';
import { portraitPng } from './png.ts';
import {
  ICONS,
  LABELS,
  airyRoleLines,
  airyVariant,
  contactItems,
  dateOfBirthLine,
  degreeLine,
  educationYears,
  letterSpaced,
  roleDates,
} from './resume-text.ts';

const RIGHT_TAB = 9600;
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};

type Block = Paragraph | Table;

class Builder {
  readonly spec: ResumeSpec;
  readonly fonts: { name?: string; heading?: string; dates?: string; body?: string };

  constructor(spec: ResumeSpec, body?: string) {
    this.spec = spec;
    this.fonts = spec.manyFonts
      ? { name: 'Georgia', heading: 'Courier New', dates: 'Verdana', body: body ?? 'Arial' }
      : { body };
  }

  run(text: string, options: Omit<IRunOptions, 'text'> = {}) {
    return new TextRun({ text, font: this.fonts.body, ...options });
  }

  para(
    text: string,
    options: {
      bold?: boolean;
      italics?: boolean;
      size?: number;
      color?: string;
      font?: string;
      alignment?: (typeof AlignmentType)[keyof typeof AlignmentType];
    } = {},
  ) {
    const { alignment, ...run } = options;
    return new Paragraph({ alignment, children: [this.run(text, { ...run, font: run.font ?? this.fonts.body })] });
  }

  name(size = 44, alignment?: (typeof AlignmentType)[keyof typeof AlignmentType]) {
    const children: (TextRun | ImageRun)[] = [];
    if (this.spec.photo) {
      children.push(
        new ImageRun({ type: 'png', data: portraitPng(), transformation: { width: 96, height: 120 } }),
        this.run('  '),
      );
    }
    children.push(this.run(this.spec.name, { bold: true, size, font: this.fonts.name ?? this.fonts.body }));
    return new Paragraph({ alignment, children });
  }

  contact(
    options: {
      separator?: string;
      labels?: boolean;
      alignment?: (typeof AlignmentType)[keyof typeof AlignmentType];
      size?: number;
    } = {},
  ): Paragraph[] {
    const { separator = ' | ', labels = false, alignment, size = 19 } = options;
    const runs: TextRun[] = [];
    contactItems(this.spec).forEach((item, i) => {
      if (i > 0) runs.push(this.run(separator, { size }));
      if (this.spec.icons) runs.push(this.run(`${ICONS[item.kind]} `, { size, font: 'Segoe UI Symbol' }));
      runs.push(this.run(labels ? `${LABELS[item.kind]}: ${item.text}` : item.text, { size }));
    });
    const out = [new Paragraph({ alignment, children: runs })];
    const dob = dateOfBirthLine(this.spec);
    if (dob) out.push(this.para(dob, { size, alignment }));
    return out;
  }

  bullet(text: string, indent?: number) {
    return new Paragraph({
      bullet: { level: 0 },
      indent: indent ? { left: indent + 360, hanging: 360 } : undefined,
      children: [this.run(text, { size: 20 })],
    });
  }

  /** "Left<TAB>Right" against a right tab stop: a date flush with the margin. */
  tabbed(
    left: string,
    right: string,
    options: { leftBold?: boolean; leftItalics?: boolean; rightItalics?: boolean; size?: number } = {},
  ) {
    const { leftBold = true, leftItalics = false, rightItalics = false, size = 21 } = options;
    return new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
      children: [
        this.run(left, { bold: leftBold, italics: leftItalics, size }),
        this.run('\t', { size }),
        this.run(right, { italics: rightItalics, size, font: this.fonts.dates ?? this.fonts.body }),
      ],
    });
  }

  spacer() {
    return new Paragraph({ children: [] });
  }
}

function certificateBlocks(b: Builder, heading: (text: string) => Paragraph): Block[] {
  if (b.spec.certificates.length === 0) return [];
  return [heading(b.spec.headings.certificates), ...b.spec.certificates.map((c) => b.bullet(c))];
}

function classic(spec: ResumeSpec, headerContact: boolean): { body: Block[]; header?: Paragraph[] } {
  const b = new Builder(spec);
  const heading = (text: string) =>
    new Paragraph({
      spacing: { before: 240, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '888888', space: 1 } },
      children: [b.run(text.toUpperCase(), { bold: true, size: 23, font: b.fonts.heading ?? b.fonts.body })],
    });
  const top = [b.name(), b.para(spec.headline, { size: 22, color: '555555' })];
  const body: Block[] = headerContact ? [] : [...top, ...b.contact()];
  body.push(heading(spec.headings.summary), b.para(spec.summary, { size: 20 }));
  body.push(heading(spec.headings.work));
  for (const role of spec.roles) {
    body.push(b.tabbed(role.company, roleDates(role)));
    body.push(
      b.tabbed(role.title, role.location, { leftBold: false, leftItalics: true, rightItalics: true, size: 20 }),
    );
    for (const bullet of role.bullets) body.push(b.bullet(bullet));
    body.push(b.spacer());
  }
  body.push(heading(spec.headings.education));
  for (const e of spec.education) {
    body.push(b.tabbed(e.institution, educationYears(e)));
    body.push(b.para(e.grade ? `${degreeLine(e)} | ${e.grade}` : degreeLine(e), { size: 20 }));
  }
  if (spec.skills) body.push(heading(spec.headings.skills), b.para(spec.skills.join(', '), { size: 20 }));
  body.push(...certificateBlocks(b, heading));
  return headerContact ? { body, header: [...top, ...b.contact({ size: 17 })] } : { body };
}

function modern(spec: ResumeSpec): Block[] {
  const b = new Builder(spec);
  const heading = (text: string) =>
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [b.run(text, { font: b.fonts.heading })] });
  const body: Block[] = [
    b.name(48),
    b.para(spec.headline, { size: 22, color: '457B9D' }),
    ...b.contact({ separator: '  •  ', size: 18 }),
  ];
  body.push(heading(spec.headings.summary), b.para(spec.summary, { size: 19 }));
  body.push(heading(spec.headings.work));
  for (const role of spec.roles) {
    body.push(b.para(`${role.title}, ${role.company}`, { bold: true, size: 21 }));
    body.push(
      new Paragraph({
        children: [
          b.run(roleDates(role), { italics: true, size: 18, font: b.fonts.dates ?? b.fonts.body }),
          b.run(` | ${role.location}`, { italics: true, size: 18 }),
        ],
      }),
    );
    for (const bullet of role.bullets) body.push(b.bullet(bullet));
  }
  body.push(heading(spec.headings.education));
  for (const e of spec.education) {
    body.push(b.para(`${degreeLine(e)}, ${e.institution}`, { bold: true, size: 20 }));
    body.push(b.para(e.grade ? `${educationYears(e)} | ${e.grade}` : educationYears(e), { size: 18 }));
  }
  if (spec.skills) body.push(heading(spec.headings.skills), b.para(spec.skills.join('  •  '), { size: 19 }));
  body.push(...certificateBlocks(b, heading));
  return body;
}

function twoColumn(spec: ResumeSpec): Block[] {
  const b = new Builder(spec);
  const heading = (text: string) =>
    new Paragraph({
      spacing: { before: 200, after: 60 },
      children: [b.run(text.toUpperCase(), { bold: true, size: 20, color: '1D3557', font: b.fonts.heading })],
    });
  const side: Paragraph[] = [heading('Contact'), ...contactItems(spec).map((item) => b.para(item.text, { size: 17 }))];
  if (spec.skills) side.push(heading(spec.headings.skills), ...spec.skills.map((s) => b.para(s, { size: 17 })));
  side.push(heading(spec.headings.education));
  for (const e of spec.education) {
    side.push(
      b.para(e.institution, { bold: true, size: 17 }),
      b.para(degreeLine(e), { size: 17 }),
      b.para(educationYears(e), { size: 17 }),
    );
    if (e.grade) side.push(b.para(e.grade, { size: 17 }));
  }
  const main: Paragraph[] = [
    heading(spec.headings.summary),
    b.para(spec.summary, { size: 18 }),
    heading(spec.headings.work),
  ];
  for (const role of spec.roles) {
    main.push(b.para(role.title, { bold: true, size: 20 }), b.para(`${role.company} · ${role.location}`, { size: 18 }));
    main.push(b.para(roleDates(role), { italics: true, size: 18, font: b.fonts.dates }));
    for (const bullet of role.bullets) main.push(b.bullet(bullet));
  }
  main.push(...(certificateBlocks(b, heading) as Paragraph[]));
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: 32, type: WidthType.PERCENTAGE },
            shading: { fill: 'F1F3F5' },
            children: side,
          }),
          new TableCell({ width: { size: 68, type: WidthType.PERCENTAGE }, children: main }),
        ],
      }),
    ],
  });
  return [b.name(), b.para(spec.headline, { size: 22, color: '555555' }), table];
}

function gridRow(b: Builder, cells: { text: string; width: number; bold?: boolean; font?: string }[]) {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        children: cells.map(
          (cell) =>
            new TableCell({
              width: { size: cell.width, type: WidthType.PERCENTAGE },
              children: [b.para(cell.text, { bold: cell.bold, size: 19, font: cell.font })],
            }),
        ),
      }),
    ],
  });
}

function table(spec: ResumeSpec): Block[] {
  const b = new Builder(spec);
  const heading = (text: string) =>
    new Paragraph({
      spacing: { before: 240, after: 80 },
      children: [b.run(text.toUpperCase(), { bold: true, size: 23, font: b.fonts.heading })],
    });
  const body: Block[] = [b.name(), b.para(spec.headline, { size: 22, color: '555555' }), ...b.contact()];
  body.push(heading(spec.headings.summary), b.para(spec.summary, { size: 20 }), heading(spec.headings.work));
  for (const role of spec.roles) {
    body.push(
      gridRow(b, [
        { text: role.company, width: 34, bold: true },
        { text: role.title, width: 38 },
        { text: roleDates(role), width: 28, font: b.fonts.dates },
      ]),
    );
    for (const bullet of role.bullets) body.push(b.bullet(bullet));
  }
  body.push(heading(spec.headings.education));
  for (const e of spec.education) {
    body.push(
      gridRow(b, [
        { text: e.institution, width: 46, bold: true },
        { text: degreeLine(e), width: 38 },
        { text: educationYears(e), width: 16 },
      ]),
    );
    if (e.grade) body.push(b.para(e.grade, { size: 19 }));
  }
  if (spec.skills) {
    body.push(heading(spec.headings.skills));
    const rows: TableRow[] = [];
    for (let i = 0; i < spec.skills.length; i += 4) {
      const chunk = spec.skills.slice(i, i + 4);
      while (chunk.length < 4) chunk.push('');
      rows.push(
        new TableRow({
          children: chunk.map(
            (s) =>
              new TableCell({ width: { size: 25, type: WidthType.PERCENTAGE }, children: [b.para(s, { size: 19 })] }),
          ),
        }),
      );
    }
    body.push(new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows }));
  }
  body.push(...certificateBlocks(b, heading));
  return body;
}

function compact(spec: ResumeSpec): Block[] {
  const b = new Builder(spec, 'Times New Roman');
  const heading = (text: string) =>
    new Paragraph({
      spacing: { before: 200, after: 40 },
      children: [b.run(`${text}:`, { size: 24, font: b.fonts.heading ?? b.fonts.body })],
    });
  const body: Block[] = [
    b.name(36, AlignmentType.CENTER),
    ...b.contact({ separator: ' · ', alignment: AlignmentType.CENTER }),
  ];
  body.push(heading(spec.headings.summary), b.para(spec.summary, { size: 20 }), heading(spec.headings.work));
  for (const role of spec.roles) {
    body.push(b.tabbed(`${role.title} — ${role.company}, ${role.location}`, roleDates(role, ' - '), { size: 20 }));
    for (const bullet of role.bullets) body.push(b.para(`– ${bullet}`, { size: 20 }));
  }
  body.push(heading(spec.headings.education));
  for (const e of spec.education) {
    body.push(b.tabbed(`${degreeLine(e)} — ${e.institution}`, educationYears(e, ' - '), { size: 20 }));
    if (e.grade) body.push(b.para(e.grade, { size: 20 }));
  }
  if (spec.skills) body.push(heading(spec.headings.skills), b.para(spec.skills.join(', '), { size: 20 }));
  if (spec.certificates.length)
    body.push(heading(spec.headings.certificates), ...spec.certificates.map((c) => b.para(`– ${c}`, { size: 20 })));
  return body;
}

function timeline(spec: ResumeSpec): Block[] {
  const b = new Builder(spec);
  const gutter = 1700;
  const heading = (text: string) =>
    new Paragraph({
      spacing: { before: 220, after: 60 },
      children: [b.run(text.toUpperCase(), { bold: true, size: 20, color: '666666', font: b.fonts.heading })],
    });
  const line = (left: string, right: string, bold: boolean) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.LEFT, position: gutter }],
      children: [
        b.run(left, { size: 18, color: '555555', font: b.fonts.dates ?? b.fonts.body }),
        b.run('\t', { size: 20 }),
        b.run(right, { bold, size: 20 }),
      ],
    });
  const body: Block[] = [
    b.name(40),
    b.para(spec.headline, { size: 21, color: '555555' }),
    ...b.contact({ separator: '  ·  ', labels: true, size: 17 }),
  ];
  body.push(heading(spec.headings.summary), b.para(spec.summary, { size: 19 }), heading(spec.headings.work));
  for (const role of spec.roles) {
    body.push(line(roleDates(role), role.company, true));
    body.push(
      new Paragraph({
        indent: { left: gutter },
        children: [b.run(`${role.title} · ${role.location}`, { italics: true, size: 19 })],
      }),
    );
    for (const bullet of role.bullets) body.push(b.bullet(bullet, gutter));
  }
  body.push(heading(spec.headings.education));
  for (const e of spec.education) {
    body.push(line(educationYears(e), e.institution, true));
    body.push(
      new Paragraph({
        indent: { left: gutter },
        children: [b.run(e.grade ? `${degreeLine(e)} · ${e.grade}` : degreeLine(e), { size: 19 })],
      }),
    );
  }
  if (spec.skills)
    body.push(
      heading(spec.headings.skills),
      new Paragraph({ indent: { left: gutter }, children: [b.run(spec.skills.join(', '), { size: 19 })] }),
    );
  body.push(...certificateBlocks(b, heading));
  return body;
}

function banner(spec: ResumeSpec): Block[] {
  const b = new Builder(spec);
  const heading = (text: string) =>
    new Paragraph({
      spacing: { before: 220, after: 60 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '2A6F97', space: 1 } },
      children: [b.run(text, { bold: true, size: 25, color: '2A6F97', font: b.fonts.heading })],
    });
  const body: Block[] = [b.name(52), b.para(spec.headline, { size: 24, color: '2A6F97' })];
  for (const item of contactItems(spec)) {
    body.push(
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          ...(spec.icons ? [b.run(`${ICONS[item.kind]} `, { size: 17 })] : []),
          b.run(item.text, { size: 17 }),
        ],
      }),
    );
  }
  const dob = dateOfBirthLine(spec);
  if (dob) body.push(b.para(dob, { size: 17, alignment: AlignmentType.RIGHT }));
  body.push(heading(spec.headings.summary), b.para(spec.summary, { size: 19 }), heading(spec.headings.work));
  for (const role of spec.roles) {
    body.push(b.para(role.company, { bold: true, size: 21 }));
    body.push(
      new Paragraph({
        children: [
          b.run(`${role.title} | ${role.location} | `, { italics: true, size: 19 }),
          b.run(roleDates(role), { italics: true, size: 19, font: b.fonts.dates ?? b.fonts.body }),
        ],
      }),
    );
    for (const bullet of role.bullets) body.push(b.bullet(bullet));
  }
  body.push(heading(spec.headings.education));
  for (const e of spec.education) {
    body.push(b.para(e.institution, { bold: true, size: 20 }));
    body.push(b.para(`${degreeLine(e)} (${e.startYear}–${e.endYear})${e.grade ? `, ${e.grade}` : ''}`, { size: 19 }));
  }
  if (spec.skills) {
    body.push(heading(spec.headings.skills));
    const soft = spec.skills.filter((s) => SOFT_SKILLS.includes(s));
    const hard = spec.skills.filter((s) => !SOFT_SKILLS.includes(s));
    if (hard.length)
      body.push(
        new Paragraph({
          children: [b.run('Technical: ', { bold: true, size: 19 }), b.run(hard.join(', '), { size: 19 })],
        }),
      );
    if (soft.length)
      body.push(
        new Paragraph({
          children: [b.run('Professional: ', { bold: true, size: 19 }), b.run(soft.join(', '), { size: 19 })],
        }),
      );
  }
  if (spec.certificates.length)
    body.push(heading(spec.headings.certificates), ...spec.certificates.map((c) => b.para(c, { size: 19 })));
  return body;
}

function datesFirst(spec: ResumeSpec): Block[] {
  const b = new Builder(spec, 'Times New Roman');
  const gutter = 2200;
  const heading = (text: string) =>
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 220, after: 60 },
      children: [b.run(text.toUpperCase(), { size: 25, font: b.fonts.heading ?? b.fonts.body })],
    });
  const line = (left: string, right: string) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.LEFT, position: gutter }],
      children: [
        b.run(left, { size: 20, font: b.fonts.dates ?? b.fonts.body }),
        b.run('\t', { size: 20 }),
        b.run(right, { bold: true, size: 20 }),
      ],
    });
  const body: Block[] = [
    b.name(40, AlignmentType.CENTER),
    b.para(spec.headline, { size: 22, alignment: AlignmentType.CENTER }),
    ...b.contact({ alignment: AlignmentType.CENTER }),
  ];
  body.push(heading(spec.headings.summary), b.para(spec.summary, { size: 20 }), heading(spec.headings.work));
  for (const role of spec.roles) {
    body.push(line(roleDates(role), `${role.title}, ${role.company} (${role.location})`));
    for (const bullet of role.bullets)
      body.push(new Paragraph({ indent: { left: gutter }, children: [b.run(`● ${bullet}`, { size: 20 })] }));
  }
  body.push(heading(spec.headings.education));
  for (const e of spec.education) {
    body.push(line(educationYears(e), `${degreeLine(e)}, ${e.institution}`));
    if (e.grade) body.push(new Paragraph({ indent: { left: gutter }, children: [b.run(e.grade, { size: 20 })] }));
  }
  if (spec.skills) body.push(heading(spec.headings.skills), b.para(spec.skills.join(' · '), { size: 20 }));
  if (spec.certificates.length)
    body.push(heading(spec.headings.certificates), ...spec.certificates.map((c) => b.para(`● ${c}`, { size: 20 })));
  return body;
}

function sidebarRight(spec: ResumeSpec): Block[] {
  const b = new Builder(spec);
  const heading = (text: string) =>
    new Paragraph({
      spacing: { before: 200, after: 60 },
      children: [b.run(text, { bold: true, size: 23, color: '0B5394', font: b.fonts.heading })],
    });
  const main: Paragraph[] = [
    heading(spec.headings.summary),
    b.para(spec.summary, { size: 19 }),
    heading(spec.headings.work),
  ];
  for (const role of spec.roles) {
    main.push(b.para(role.company, { bold: true, size: 20 }));
    main.push(
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: 6200 }],
        children: [
          b.run(role.title, { italics: true, size: 18 }),
          b.run('\t', { size: 18 }),
          b.run(roleDates(role), { size: 18, font: b.fonts.dates }),
        ],
      }),
    );
    for (const bullet of role.bullets) main.push(b.bullet(bullet));
  }
  const side: Paragraph[] = [heading('Contact'), ...contactItems(spec).map((item) => b.para(item.text, { size: 17 }))];
  if (spec.skills) side.push(heading(spec.headings.skills), b.para(spec.skills.join(', '), { size: 17 }));
  side.push(heading(spec.headings.education));
  for (const e of spec.education) {
    side.push(
      b.para(e.institution, { bold: true, size: 17 }),
      b.para(degreeLine(e), { size: 17 }),
      b.para(educationYears(e), { size: 17 }),
    );
    if (e.grade) side.push(b.para(e.grade, { size: 17 }));
  }
  if (spec.certificates.length)
    side.push(heading(spec.headings.certificates), ...spec.certificates.map((c) => b.para(c, { size: 17 })));
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          new TableCell({ width: { size: 66, type: WidthType.PERCENTAGE }, children: main }),
          new TableCell({
            width: { size: 34, type: WidthType.PERCENTAGE },
            shading: { fill: 'EEF3F8' },
            children: side,
          }),
        ],
      }),
    ],
  });
  return [b.name(), b.para(spec.headline, { size: 22, color: '555555' }), table];
}

function narrative(spec: ResumeSpec): Block[] {
  const b = new Builder(spec, 'Times New Roman');
  const heading = (text: string) =>
    new Paragraph({
      spacing: { before: 220, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '888888', space: 1 } },
      children: [b.run(text.toUpperCase(), { size: 21, characterSpacing: 40, font: b.fonts.heading ?? b.fonts.body })],
    });
  const body: Block[] = [b.name(40), ...b.contact({ separator: ' / ' })];
  body.push(heading(spec.headings.summary), b.para(spec.summary, { size: 20 }), heading(spec.headings.work));
  for (const role of spec.roles) {
    body.push(b.para(`${role.company} — ${role.title}`, { bold: true, size: 21 }));
    body.push(b.para(`(${roleDates(role)} · ${role.location})`, { italics: true, size: 19, font: b.fonts.dates }));
    body.push(b.para(role.bullets.map((bullet) => `${bullet}.`).join(' '), { size: 20 }));
  }
  body.push(heading(spec.headings.education));
  for (const e of spec.education) {
    body.push(b.para(`${e.institution} — ${degreeLine(e)}, ${e.startYear}–${e.endYear}`, { size: 20 }));
    if (e.grade) body.push(b.para(e.grade, { size: 20 }));
  }
  if (spec.skills) body.push(heading(spec.headings.skills), b.para(spec.skills.join(', '), { size: 20 }));
  if (spec.certificates.length)
    body.push(heading(spec.headings.certificates), ...spec.certificates.map((c) => b.para(c, { size: 20 })));
  return body;
}

/**
 * Letter-spaced headings in three ways across the files: typed with a space
 * between letters and three between words, set with Word's character
 * spacing (the text stays whole), and typed with single spaces only. Roles
 * are 'Title, Company, City' lines (airyRoleLines).
 */
function airy(spec: ResumeSpec): Block[] {
  const b = new Builder(spec);
  const variant = airyVariant(spec);
  const spacedRun = (text: string, options: Omit<IRunOptions, 'text'>) =>
    variant === 2
      ? b.run(text, { ...options, characterSpacing: 60 })
      : b.run(letterSpaced(text, variant === 1 ? 3 : 1), options);
  const heading = (text: string) =>
    new Paragraph({
      spacing: { before: 280, after: 100 },
      children: [spacedRun(text.toUpperCase(), { size: 21, color: '555555', font: b.fonts.heading ?? b.fonts.body })],
    });
  const name =
    variant === 1
      ? new Paragraph({
          children: [b.run(letterSpaced(spec.name, 3), { size: 44, font: b.fonts.name ?? b.fonts.body })],
        })
      : b.name(44);
  const body: Block[] = [
    name,
    b.para(spec.headline, { size: 21, color: '666666' }),
    ...b.contact({ separator: '   ·   ' }),
  ];
  body.push(heading(spec.headings.summary), b.para(spec.summary, { size: 20 }), heading(spec.headings.work));
  spec.roles.forEach((role, index) => {
    const { line, right, next } = airyRoleLines(spec, index);
    body.push(right ? b.tabbed(line, right) : b.para(line, { bold: true, size: 21 }));
    if (next) body.push(b.para(next, { italics: true, size: 19, color: '555555', font: b.fonts.dates }));
    for (const bullet of role.bullets) body.push(b.bullet(bullet));
    body.push(b.spacer());
  });
  body.push(heading(spec.headings.education));
  for (const e of spec.education) {
    body.push(b.para(`${degreeLine(e)}, ${e.institution}`, { bold: true, size: 21 }));
    body.push(b.para(e.grade ? `${educationYears(e)} | ${e.grade}` : educationYears(e), { size: 19 }));
  }
  if (spec.skills) body.push(heading(spec.headings.skills), b.para(spec.skills.join('  ·  '), { size: 20 }));
  body.push(...certificateBlocks(b, heading));
  return body;
}

export async function renderDocx(spec: ResumeSpec): Promise<Buffer> {
  let body: Block[];
  let header: Paragraph[] | undefined;
  switch (spec.layout) {
    case 'classic':
      body = classic(spec, false).body;
      break;
    case 'header-contact': {
      const result = classic(spec, true);
      body = result.body;
      header = result.header;
      break;
    }
    case 'modern':
      body = modern(spec);
      break;
    case 'two-column':
      body = twoColumn(spec);
      break;
    case 'table':
      body = table(spec);
      break;
    case 'compact':
      body = compact(spec);
      break;
    case 'timeline':
      body = timeline(spec);
      break;
    case 'banner':
      body = banner(spec);
      break;
    case 'dates-first':
      body = datesFirst(spec);
      break;
    case 'sidebar-right':
      body = sidebarRight(spec);
      break;
    case 'narrative':
      body = narrative(spec);
      break;
    case 'airy':
      body = airy(spec);
      break;
  }
  const doc = new Document({
    creator: 'resume corpus generator',
    title: `Resume ${spec.id}`,
    styles: {
      default: {
        document: {
          run: {
            font: ['compact', 'dates-first', 'narrative'].includes(spec.layout) ? 'Times New Roman' : 'Calibri',
            size: 20,
          },
        },
      },
    },
    sections: [{ headers: header ? { default: new Header({ children: header }) } : undefined, children: body }],
  });
  return reproducible(await Packer.toBuffer(doc));
}

/** Fixed creation dates and ZIP times, so regenerating the corpus changes no committed byte. */
function reproducible(docx: Buffer): Buffer {
  const files = unzipSync(new Uint8Array(docx));
  const core = files['docProps/core.xml'];
  if (core) {
    const xml = strFromU8(core).replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*/g, '$12025-01-01T00:00:00Z');
    files['docProps/core.xml'] = strToU8(xml);
  }
  const mtime = new Date('2025-01-01T00:00:00Z');
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, data]) => [name, [data, { mtime }]]))),
  );
}
