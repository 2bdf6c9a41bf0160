// The whistleblower channel (decision 023). A report has no account and no
// address: nothing about the sender is stored (routes log nothing for these
// paths), rate limits count per case code and for the channel as a whole,
// never per address. The reporter holds a case code and a passphrase (kept as
// an argon2id hash) to read the operators' replies and add information.
// Attachments are checked by their content. Only operators read reports (the
// admin command line); operators are told a report arrived, not what it says.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  ContentMessages,
  SPEAKUP_ATTACHMENT_MAX_BYTES,
  SPEAKUP_MAX_ATTACHMENTS,
  type SpeakupCase,
} from '@talent/contracts/content';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';
import { detailError, fieldErrors, notFound, tooManyAttempts } from '../../lib/errors.ts';
import { cleanFilename, inspectUpload } from '../../lib/file-inspection.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Storage } from '../../lib/storage.ts';
import { randomToken } from '../../lib/tokens.ts';

export interface SpeakupDeps {
  db: Db;
  storage: Pick<Storage, 'put' | 'deletePrefix'>;
  limiter: RateLimiter;
  operatorEmail: string;
  windowSeconds: number;
}

export interface Upload {
  filename: string;
  data: Buffer;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CHANNEL_REPORTS_PER_WINDOW = 30;
const CASE_ATTEMPTS_PER_WINDOW = 10;

function newCaseCode() {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

interface ReportRow extends Record<string, unknown> {
  id: number;
  case_code: string;
  passphrase_hash: string;
  category: string;
  status: 'open' | 'in_review' | 'closed';
  created_at: Date | string;
}

async function checkedAttachments(files: Upload[]) {
  if (files.length > SPEAKUP_MAX_ATTACHMENTS) throw fieldErrors({ attachments: ContentMessages.tooManyAttachments });
  const checked = [];
  for (const file of files) {
    const verdict = await inspectUpload(file.data, {
      allowed: ['pdf', 'doc', 'docx', 'jpg', 'png'],
      maxBytes: SPEAKUP_ATTACHMENT_MAX_BYTES,
    });
    if (!verdict.ok) throw fieldErrors({ attachments: ContentMessages.attachmentRefused });
    checked.push({ ...file, kind: verdict.kind, contentType: verdict.contentType });
  }
  return checked;
}

export function createSpeakupService(deps: SpeakupDeps) {
  const { db } = deps;

  async function addMessage(
    tx: DbOrTx,
    reportId: number,
    author: 'reporter' | 'operator',
    body: string,
    files: Awaited<ReturnType<typeof checkedAttachments>>,
  ) {
    const [message] = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO whistleblower_messages (report_id, author, body) VALUES (${reportId}, ${author}, ${body}) RETURNING id`,
    );
    for (const file of files) {
      const key = await deps.storage.put(`speakup/${reportId}`, file.data, file.kind);
      await tx.execute(sql`INSERT INTO whistleblower_attachments (message_id, filename, content_type, size_bytes, storage_key)
        VALUES (${message!.id}, ${cleanFilename(file.filename, `attachment.${file.kind}`)}, ${file.contentType},
          ${file.data.length}, ${key})`);
    }
  }

  async function readCase(reportId: number): Promise<SpeakupCase> {
    const [report] = await rowsOf<ReportRow>(db, sql`SELECT * FROM whistleblower_reports WHERE id = ${reportId}`);
    const messages = await rowsOf<{
      id: number;
      author: 'reporter' | 'operator';
      body: string;
      created_at: Date | string;
    }>(
      db,
      sql`SELECT id, author, body, created_at FROM whistleblower_messages WHERE report_id = ${reportId} ORDER BY created_at, id`,
    );
    const attachments = await rowsOf<{ message_id: number; filename: string; size_bytes: number }>(
      db,
      sql`SELECT a.message_id, a.filename, a.size_bytes FROM whistleblower_attachments a
          JOIN whistleblower_messages m ON m.id = a.message_id WHERE m.report_id = ${reportId} ORDER BY a.id`,
    );
    return {
      case_code: report!.case_code,
      category: report!.category,
      status: report!.status,
      created_at: new Date(report!.created_at).toISOString(),
      messages: messages.map((m) => ({
        author: m.author,
        body: m.body,
        created_at: new Date(m.created_at).toISOString(),
        attachments: attachments
          .filter((a) => a.message_id === m.id)
          .map((a) => ({ filename: a.filename, size_bytes: Number(a.size_bytes) })),
      })),
    };
  }

  /** The report behind a case code and passphrase; the same 404 for a wrong code or a wrong passphrase. */
  async function unlock(caseCode: string, passphrase: string): Promise<ReportRow> {
    const decision = await deps.limiter.hit(`speakup:case:${caseCode}`, CASE_ATTEMPTS_PER_WINDOW, deps.windowSeconds);
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
    const [report] = await rowsOf<ReportRow>(
      db,
      sql`SELECT * FROM whistleblower_reports WHERE case_code = ${caseCode}`,
    );
    const ok = await verifyPassword(report?.passphrase_hash ?? null, passphrase);
    if (!report || !ok) throw notFound(ContentMessages.reportNotFound);
    return report;
  }

  return {
    async file(input: { category: string; message: string }, files: Upload[]) {
      const decision = await deps.limiter.hit('speakup:channel', CHANNEL_REPORTS_PER_WINDOW, deps.windowSeconds);
      if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
      const checked = await checkedAttachments(files);
      const passphrase = randomToken(15);
      const passphraseHash = await hashPassword(passphrase);
      const caseCode = newCaseCode();
      await db.transaction(async (tx) => {
        const [report] = await rowsOf<{ id: number }>(
          tx,
          sql`INSERT INTO whistleblower_reports (case_code, passphrase_hash, category)
              VALUES (${caseCode}, ${passphraseHash}, ${input.category}) RETURNING id`,
        );
        await addMessage(tx, report!.id, 'reporter', input.message, checked);
        // the operators learn that a report arrived, never its content, by e-mail
        await enqueueEmail(tx, {
          to: deps.operatorEmail,
          subject: `New whistleblower report ${caseCode}`,
          text: `A report (${input.category}) arrived on the whistleblower channel.\nRead it with: npm run admin -- speakup-show ${caseCode}\n`,
        });
      });
      return { case_code: caseCode, passphrase, detail: ContentMessages.reportFiled };
    },

    async open(caseCode: string, passphrase: string) {
      const report = await unlock(caseCode, passphrase);
      return readCase(report.id);
    },

    async reporterMessage(access: { case_code: string; passphrase: string }, message: string, files: Upload[]) {
      const report = await unlock(access.case_code, access.passphrase);
      if (report.status === 'closed') throw detailError(409, ContentMessages.reportClosed);
      const checked = await checkedAttachments(files);
      await db.transaction(async (tx) => {
        await addMessage(tx, report.id, 'reporter', message, checked);
        await enqueueEmail(tx, {
          to: deps.operatorEmail,
          subject: `New information on whistleblower report ${report.case_code}`,
          text: `The reporter added information to ${report.case_code}.\nRead it with: npm run admin -- speakup-show ${report.case_code}\n`,
        });
      });
      return readCase(report.id);
    },

    // ---- operators (admin command line) ----
    async list() {
      return rowsOf<{ case_code: string; category: string; status: string; created_at: Date; messages: number }>(
        db,
        sql`SELECT r.case_code, r.category, r.status, r.created_at,
              (SELECT count(*)::int FROM whistleblower_messages m WHERE m.report_id = r.id) AS messages
            FROM whistleblower_reports r ORDER BY r.created_at DESC`,
      );
    },
    async show(caseCode: string) {
      const [report] = await rowsOf<ReportRow>(
        db,
        sql`SELECT * FROM whistleblower_reports WHERE case_code = ${caseCode}`,
      );
      if (!report) return null;
      return readCase(report.id);
    },
    async reply(caseCode: string, body: string, status?: 'open' | 'in_review' | 'closed') {
      const [report] = await rowsOf<ReportRow>(
        db,
        sql`SELECT * FROM whistleblower_reports WHERE case_code = ${caseCode}`,
      );
      if (!report) return null;
      await db.transaction(async (tx) => {
        if (body.trim()) await addMessage(tx, report.id, 'operator', body.trim(), []);
        const next = status ?? (report.status === 'open' ? 'in_review' : report.status);
        await tx.execute(sql`UPDATE whistleblower_reports SET status = ${next} WHERE id = ${report.id}`);
      });
      return readCase(report.id);
    },
  };
}

export type SpeakupService = ReturnType<typeof createSpeakupService>;
