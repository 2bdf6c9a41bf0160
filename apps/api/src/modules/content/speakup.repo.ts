// Whistleblower reports, their messages and attachments (decision 023):
// queries only.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';

export type ReportStatus = 'open' | 'in_review' | 'closed';
export type MessageAuthor = 'reporter' | 'operator';

export interface SpeakupReport {
  id: number;
  caseCode: string;
  passphraseHash: string;
  category: string;
  status: ReportStatus;
  createdAt: Date;
}

export interface SpeakupMessage {
  id: number;
  author: MessageAuthor;
  body: string;
  createdAt: Date;
}

export interface SpeakupAttachment {
  messageId: number;
  filename: string;
  sizeBytes: number;
}

export interface NewAttachment {
  filename: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
}

export interface SpeakupReportSummary {
  caseCode: string;
  category: string;
  status: ReportStatus;
  createdAt: Date;
  messages: number;
}

interface ReportRow extends Record<string, unknown> {
  id: number;
  case_code: string;
  passphrase_hash: string;
  category: string;
  status: ReportStatus;
  created_at: Date | string;
}

const reportColumns = sql`id, case_code, passphrase_hash, category, status, created_at`;

const toReport = (row: ReportRow): SpeakupReport => ({
  id: row.id,
  caseCode: row.case_code,
  passphraseHash: row.passphrase_hash,
  category: row.category,
  status: row.status,
  createdAt: new Date(row.created_at),
});

export async function insertReport(
  db: DbOrTx,
  report: { caseCode: string; passphraseHash: string; category: string },
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO whistleblower_reports (case_code, passphrase_hash, category)
        VALUES (${report.caseCode}, ${report.passphraseHash}, ${report.category}) RETURNING id`,
  );
  return row!.id;
}

export async function findReportById(db: DbOrTx, id: number): Promise<SpeakupReport | null> {
  const [row] = await rowsOf<ReportRow>(db, sql`SELECT ${reportColumns} FROM whistleblower_reports WHERE id = ${id}`);
  return row ? toReport(row) : null;
}

export async function findReportByCaseCode(db: DbOrTx, caseCode: string): Promise<SpeakupReport | null> {
  const [row] = await rowsOf<ReportRow>(
    db,
    sql`SELECT ${reportColumns} FROM whistleblower_reports WHERE case_code = ${caseCode}`,
  );
  return row ? toReport(row) : null;
}

export async function setReportStatus(db: DbOrTx, id: number, status: ReportStatus): Promise<void> {
  await db.execute(sql`UPDATE whistleblower_reports SET status = ${status} WHERE id = ${id}`);
}

/** Every report with its count of messages, newest first (operators only). */
export async function reportSummaries(db: DbOrTx): Promise<SpeakupReportSummary[]> {
  const rows = await rowsOf<{
    case_code: string;
    category: string;
    status: ReportStatus;
    created_at: Date | string;
    messages: number;
  }>(
    db,
    sql`SELECT r.case_code, r.category, r.status, r.created_at,
          (SELECT count(*)::int FROM whistleblower_messages m WHERE m.report_id = r.id) AS messages
        FROM whistleblower_reports r ORDER BY r.created_at DESC`,
  );
  return rows.map((row) => ({
    caseCode: row.case_code,
    category: row.category,
    status: row.status,
    createdAt: new Date(row.created_at),
    messages: Number(row.messages),
  }));
}

export async function insertMessage(
  db: DbOrTx,
  message: { reportId: number; author: MessageAuthor; body: string },
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO whistleblower_messages (report_id, author, body)
        VALUES (${message.reportId}, ${message.author}, ${message.body}) RETURNING id`,
  );
  return row!.id;
}

/** One statement for all of a message's attachments, in the order given. */
export async function insertAttachments(
  db: DbOrTx,
  messageId: number,
  attachments: readonly NewAttachment[],
): Promise<void> {
  if (attachments.length === 0) return;
  const values = sql.join(
    attachments.map((a) => sql`(${messageId}, ${a.filename}, ${a.contentType}, ${a.sizeBytes}, ${a.storageKey})`),
    sql`, `,
  );
  await db.execute(sql`INSERT INTO whistleblower_attachments (message_id, filename, content_type, size_bytes, storage_key)
    VALUES ${values}`);
}

export async function messagesOfReport(db: DbOrTx, reportId: number): Promise<SpeakupMessage[]> {
  const rows = await rowsOf<{ id: number; author: MessageAuthor; body: string; created_at: Date | string }>(
    db,
    sql`SELECT id, author, body, created_at FROM whistleblower_messages WHERE report_id = ${reportId} ORDER BY created_at, id`,
  );
  return rows.map((row) => ({ id: row.id, author: row.author, body: row.body, createdAt: new Date(row.created_at) }));
}

export async function attachmentsOfReport(db: DbOrTx, reportId: number): Promise<SpeakupAttachment[]> {
  const rows = await rowsOf<{ message_id: number; filename: string; size_bytes: number }>(
    db,
    sql`SELECT a.message_id, a.filename, a.size_bytes FROM whistleblower_attachments a
        JOIN whistleblower_messages m ON m.id = a.message_id WHERE m.report_id = ${reportId} ORDER BY a.id`,
  );
  return rows.map((row) => ({ messageId: row.message_id, filename: row.filename, sizeBytes: Number(row.size_bytes) }));
}
