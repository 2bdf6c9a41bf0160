// Offer and pay letters as PDF, made on the server with pdfkit (decision 016):
// the same words as the page, the version and its state on the page, so a
// downloaded letter says what was offered and what was accepted.
import { BRAND } from '@talent/contracts/page-shell';
import PDFDocument from 'pdfkit';
import { formatAmount, type CtcLetter, type Offer } from '@talent/contracts/offers';
import { longDate, longDateTime, paragraphsOf } from './offer-letter.ts';

const MARGIN = 56;
const INK = '#1f2937';
const MUTED = '#4b5563';

/** The standard PDF fonts speak WinAnsi: characters beyond it would print as garbage, so they become '?'. */
const WIN_ANSI_EXTRAS = new Set([0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x20ac]);
const printable = (text: string) =>
  [...text]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      const fine = code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return fine || WIN_ANSI_EXTRAS.has(code) ? ch : code === 9 || code === 13 ? ' ' : '?';
    })
    .join('');

function render(title: string, at: Date, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: { Title: printable(title), Producer: BRAND, Creator: BRAND, CreationDate: at },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function heading(doc: PDFKit.PDFDocument, company: string, title: string, subtitle: string) {
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(printable(company));
  doc.moveDown(0.2).font('Helvetica').fontSize(13).text(printable(title));
  doc.moveDown(0.2).fillColor(MUTED).fontSize(9).text(printable(subtitle));
  doc.moveDown(1).fillColor(INK);
}

function terms(doc: PDFKit.PDFDocument, rows: [string, string][]) {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(printable(label), MARGIN, y, { width: 140 });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(printable(value), MARGIN + 150, y, { width: doc.page.width - 2 * MARGIN - 150 });
    doc.y = Math.max(labelBottom, doc.y) + 4;
  }
  doc.x = MARGIN;
  doc.moveDown(1);
}

export function offerPdf(offer: Offer, generatedAt: Date): Promise<Buffer> {
  return render(`Offer letter — ${offer.company.name}`, generatedAt, (doc) => {
    heading(
      doc,
      offer.company.name,
      `Offer letter — ${offer.role}`,
      `Version ${offer.version}, issued ${longDateTime(new Date(offer.revised_at ?? offer.sent_at))}. Status: ${offer.status_label}.`,
    );
    terms(doc, [
      ['Role', offer.role],
      ['Start date', longDate(offer.start_date)],
      ['Location', offer.location],
      ['Answer by', longDateTime(new Date(offer.expires_at))],
    ]);
    doc.font('Helvetica').fontSize(11);
    for (const paragraph of paragraphsOf(offer.letter_text)) {
      doc.text(printable(paragraph), { align: 'left', lineGap: 2 });
      doc.moveDown(0.8);
    }
    if (offer.accepted_at) {
      doc.moveDown(0.5).font('Helvetica-Bold').fontSize(10);
      doc.text(
        printable(`Accepted on ${longDateTime(new Date(offer.accepted_at))} (version ${offer.accepted_version}).`),
      );
    }
  });
}

export function ctcPdf(letter: CtcLetter, generatedAt: Date): Promise<Buffer> {
  return render(`Pay (CTC) letter — ${letter.company.name}`, generatedAt, (doc) => {
    heading(
      doc,
      letter.company.name,
      `Pay (CTC) letter — ${letter.role}`,
      `Issued ${longDateTime(new Date(letter.sent_at))}. Status: ${letter.status_label}.`,
    );
    const rows: [string, string][] = letter.components.map((c) => [
      c.label,
      `${formatAmount(c.amount, letter.currency)}\n${c.amount_in_words}`,
    ]);
    rows.push(['Total CTC (per year)', `${formatAmount(letter.total, letter.currency)}\n${letter.total_in_words}`]);
    if (letter.effective_from) rows.push(['Effective from', longDate(letter.effective_from)]);
    terms(doc, rows);
    if (letter.note) {
      doc.font('Helvetica').fontSize(11).text(printable(letter.note), { lineGap: 2 });
      doc.moveDown(0.8);
    }
    if (letter.accepted_at) {
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(`Accepted on ${longDateTime(new Date(letter.accepted_at))}.`);
    }
  });
}
