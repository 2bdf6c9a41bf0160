// Two small resumes built in code, one PDF and one DOCX, that every analyzer
// worker reads once as it starts (decision 007, warm start). Reading them
// loads what the first real file would otherwise pay for: pdf.js's worker
// half and its font tables, the zip and XML readers, and the first compile of
// the parser's and the checks' code and patterns. The text touches each
// section kind the parser knows, dates in several styles, bullets and links.
import { strFromU8, strToU8, zipSync, zlibSync } from 'fflate';

interface WarmUpLine {
  text: string;
  heading?: boolean;
  bullet?: boolean;
}

const LINES: WarmUpLine[] = [
  { text: 'Jane Doe', heading: true },
  { text: 'jane.doe@example.com | +1 415 555 0100 | Austin, TX | linkedin.com/in/jane-doe-0 | github.com/janedoe' },
  { text: 'SUMMARY', heading: true },
  { text: 'Backend engineer with 6 years of experience building payment systems for online shops.' },
  { text: 'EXPERIENCE', heading: true },
  { text: 'Senior Software Engineer, Acme Corp, Remote | Jan 2021 - Present' },
  { text: 'Cut checkout latency by 40% for 2M customers with TypeScript and PostgreSQL.', bullet: true },
  { text: 'Led a team of 4 engineers that shipped a new ledger in 6 months.', bullet: true },
  { text: 'Software Engineer | Globex Systems | Pune, India' },
  { text: '06/2018 - 12/2020' },
  { text: 'Built a reporting pipeline on Kafka that saved 12 hours a week.', bullet: true },
  { text: 'EDUCATION', heading: true },
  { text: 'University of Texas at Austin' },
  { text: 'B.S. in Computer Science, 2014 - 2018 | GPA 3.8/4.0' },
  { text: 'SKILLS', heading: true },
  { text: 'TypeScript, Node.js, PostgreSQL, Kubernetes, Kafka, Communication' },
  { text: 'CERTIFICATIONS', heading: true },
  { text: 'AWS Certified Solutions Architect - Amazon, March 2022' },
];

/** A PDF string literal: backslashes and brackets escaped. */
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

export function warmUpPdf(): Uint8Array {
  // a coloured band behind the name, ruled headings, three fonts: the operators real resumes use
  const content: string[] = ['q 0.12 0.25 0.4 rg 0 772 595 70 re f Q'];
  let y = 810;
  for (const [index, line] of LINES.entries()) {
    y -= index === 1 ? 30 : line.heading ? 26 : 15;
    const font = line.heading ? 'F2' : /Engineer/.test(line.text) ? 'F3' : 'F1';
    const size = index === 0 ? 22 : line.heading ? 12 : 10;
    const colour = index === 0 ? '1 1 1 rg' : '0.13 0.13 0.13 rg';
    if (line.bullet) content.push(`BT /F1 10 Tf ${colour} 60 ${y} Td (\\225) Tj ET`);
    content.push(`BT /${font} ${size} Tf ${colour} ${line.bullet ? 72 : 50} ${y} Td ${pdfString(line.text)} Tj ET`);
    if (line.heading && index > 0) content.push(`0.5 0.5 0.5 RG 0.7 w 50 ${y - 4} m 545 ${y - 4} l S`);
  }
  const stream = zlibSync(strToU8(content.join('\n')));
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R/F2 6 0 R/F3 7 0 R>>>>>>',
    `<</Length ${stream.length}/Filter/FlateDecode>>\nstream\n${strFromU8(stream, true)}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica-Bold/Encoding/WinAnsiEncoding>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica-Oblique/Encoding/WinAnsiEncoding>>',
  ];
  // one character per byte (the compressed stream as latin1), so string lengths are byte offsets
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(pdf, true);
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const W_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

function docxParagraph(line: WarmUpLine): string {
  const style = line.heading ? '<w:pStyle w:val="Heading1"/>' : '';
  const list = line.bullet ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : '';
  // a right-aligned date after a tab, as Word resumes write it
  const [left = '', right] = line.text.split(' | ').length === 2 ? line.text.split(' | ') : [line.text];
  const run = (text: string) =>
    `<w:r>${line.heading ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r>`;
  const runs = right === undefined ? run(left) : `${run(left)}<w:r><w:tab/></w:r>${run(right)}`;
  return `<w:p><w:pPr>${style}${list}</w:pPr>${runs}</w:p>`;
}

export function warmUpDocx(): Uint8Array {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W_NS}><w:body>${LINES.map(docxParagraph).join('')}</w:body></w:document>`;
  const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles ${W_NS}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style></w:styles>`;
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;
  return zipSync(
    {
      '[Content_Types].xml': strToU8(contentTypes),
      'word/document.xml': strToU8(document),
      'word/styles.xml': strToU8(styles),
    },
    { level: 6, mtime: new Date('2025-01-01T00:00:00Z') },
  );
}
