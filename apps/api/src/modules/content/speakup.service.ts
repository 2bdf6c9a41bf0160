// The whistleblower channel (decision 023). A report has no account and no
// address: nothing about the sender is stored (routes log nothing for these
// paths). Limits count per sender (a hash of the address, kept only in the
// rate limiter's short-lived counters) and never for the channel as a whole,
// so no sender can close the channel for others; wrong passphrases slow down
// per (case, sender) and never lock the case (decision 033). The reporter holds a case code and a passphrase (kept as
// an argon2id hash) to read the operators' replies and add information.
// Attachments are checked by their content. Only operators read reports (the
// admin command line); operators are told a report arrived, not what it says.
import { Messages } from '@talent/contracts/messages';
import { randomInt } from 'node:crypto';
import {
  ContentMessages,
  SPEAKUP_ATTACHMENT_MAX_BYTES,
  SPEAKUP_MAX_ATTACHMENTS,
  type SpeakupCase,
} from '@talent/contracts/content';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors, notFound, tooManyAttempts } from '../../lib/errors.ts';
import { cleanFilename, inspectUpload } from '../../lib/file-inspection.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Storage } from '../../lib/storage.ts';
import { randomToken } from '../../lib/tokens.ts';
import * as repo from './speakup.repo.ts';

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
/** Reports one sender may file per window (decision 033). */
export const SENDER_REPORTS_PER_WINDOW = 5;
/** Wrong passphrases per (case, sender) before each next try waits 2, 4, 8 … s, at most 5 minutes. */
const CASE_GUESS_POLICY = { free: 5, baseSeconds: 2, capSeconds: 300 };

function newCaseCode() {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

async function checkedAttachments(files: Upload[]) {
  if (files.length > SPEAKUP_MAX_ATTACHMENTS) throw fieldErrors({ attachments: ContentMessages.tooManyAttachments });
  const checked = [];
  for (const file of files) {
    const verdict = await inspectUpload(file.data, {
      allowed: ['pdf', 'doc', 'docx', 'jpg', 'png'],
      maxBytes: SPEAKUP_ATTACHMENT_MAX_BYTES,
    });
    if (!verdict.ok && verdict.reason === 'active') throw fieldErrors({ attachments: Messages.activePdf });
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
    author: repo.MessageAuthor,
    body: string,
    files: Awaited<ReturnType<typeof checkedAttachments>>,
  ) {
    const messageId = await repo.insertMessage(tx, { reportId, author, body });
    const attachments: repo.NewAttachment[] = [];
    for (const file of files) {
      attachments.push({
        filename: cleanFilename(file.filename, `attachment.${file.kind}`),
        contentType: file.contentType,
        sizeBytes: file.data.length,
        storageKey: await deps.storage.put(`speakup/${reportId}`, file.data, file.kind),
      });
    }
    await repo.insertAttachments(tx, messageId, attachments);
  }

  async function readCase(reportId: number): Promise<SpeakupCase> {
    const [report, messages, attachments] = await Promise.all([
      repo.findReportById(db, reportId),
      repo.messagesOfReport(db, reportId),
      repo.attachmentsOfReport(db, reportId),
    ]);
    return {
      case_code: report!.caseCode,
      category: report!.category,
      status: report!.status,
      created_at: report!.createdAt.toISOString(),
      messages: messages.map((m) => ({
        author: m.author,
        body: m.body,
        created_at: m.createdAt.toISOString(),
        attachments: attachments
          .filter((a) => a.messageId === m.id)
          .map((a) => ({ filename: a.filename, size_bytes: a.sizeBytes })),
      })),
    };
  }

  /** The report behind a case code and passphrase; the same 404 for a wrong code or a wrong passphrase. */
  async function unlock(caseCode: string, passphrase: string, sender: string): Promise<repo.SpeakupReport> {
    const key = `speakup:case:${caseCode}:${sender}`;
    const decision = await deps.limiter.attempt(key, { ...CASE_GUESS_POLICY, windowSeconds: deps.windowSeconds });
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
    const report = await repo.findReportByCaseCode(db, caseCode);
    const ok = await verifyPassword(report?.passphraseHash ?? null, passphrase);
    if (!report || !ok) throw notFound(ContentMessages.reportNotFound);
    await deps.limiter.forgive(key, 'all');
    return report;
  }

  return {
    /** `sender`: an opaque key of the caller's address (content.routes.ts), never stored with the report. */
    async file(input: { category: string; message: string }, files: Upload[], sender: string) {
      const decision = await deps.limiter.hit(
        `speakup:sender:${sender}`,
        SENDER_REPORTS_PER_WINDOW,
        deps.windowSeconds,
      );
      if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
      const checked = await checkedAttachments(files);
      const passphrase = randomToken(15);
      const passphraseHash = await hashPassword(passphrase);
      const caseCode = newCaseCode();
      await db.transaction(async (tx) => {
        const reportId = await repo.insertReport(tx, { caseCode, passphraseHash, category: input.category });
        await addMessage(tx, reportId, 'reporter', input.message, checked);
        // the operators learn that a report arrived, never its content, by e-mail
        await enqueueEmail(tx, {
          to: deps.operatorEmail,
          subject: `New whistleblower report ${caseCode}`,
          text: `A report (${input.category}) arrived on the whistleblower channel.\nRead it with: npm run admin -- speakup-show ${caseCode}\n`,
        });
      });
      return { case_code: caseCode, passphrase, detail: ContentMessages.reportFiled };
    },

    async open(caseCode: string, passphrase: string, sender: string) {
      const report = await unlock(caseCode, passphrase, sender);
      return readCase(report.id);
    },

    async reporterMessage(
      access: { case_code: string; passphrase: string },
      message: string,
      files: Upload[],
      sender: string,
    ) {
      const report = await unlock(access.case_code, access.passphrase, sender);
      if (report.status === 'closed') throw detailError(409, ContentMessages.reportClosed);
      const checked = await checkedAttachments(files);
      await db.transaction(async (tx) => {
        await addMessage(tx, report.id, 'reporter', message, checked);
        await enqueueEmail(tx, {
          to: deps.operatorEmail,
          subject: `New information on whistleblower report ${report.caseCode}`,
          text: `The reporter added information to ${report.caseCode}.\nRead it with: npm run admin -- speakup-show ${report.caseCode}\n`,
        });
      });
      return readCase(report.id);
    },

    // ---- operators (admin command line) ----
    async list() {
      const reports = await repo.reportSummaries(db);
      return reports.map((r) => ({
        case_code: r.caseCode,
        category: r.category,
        status: r.status,
        created_at: r.createdAt,
        messages: r.messages,
      }));
    },
    async show(caseCode: string) {
      const report = await repo.findReportByCaseCode(db, caseCode);
      if (!report) return null;
      return readCase(report.id);
    },
    async reply(caseCode: string, body: string, status?: repo.ReportStatus) {
      const report = await repo.findReportByCaseCode(db, caseCode);
      if (!report) return null;
      await db.transaction(async (tx) => {
        if (body.trim()) await addMessage(tx, report.id, 'operator', body.trim(), []);
        const next = status ?? (report.status === 'open' ? 'in_review' : report.status);
        await repo.setReportStatus(tx, report.id, next);
      });
      return readCase(report.id);
    },
  };
}

export type SpeakupService = ReturnType<typeof createSpeakupService>;
