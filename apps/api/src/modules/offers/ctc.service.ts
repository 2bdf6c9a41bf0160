// Pay (CTC) letters (spec 02 §7; decision 016): a structured breakdown —
// fixed, variable, bonus and other components — in one of the spec's
// currencies (spec 02 §3), whole units, the total at least the minimum CTC
// (spec 02 §5, §9) and short enough to be written in words by the spec's
// helpers (8 digits; 10 for INR in lakh/crore). A letter waiting for the
// candidate is accepted or declined once; the company may withdraw it before.
import { MIN_CTC } from '@talent/contracts/constants';
import {
  amountInWords,
  CTC_COMPONENT_LABELS,
  CTC_STATUS_LABELS,
  DECLINE_REASONS,
  maxAmountDigits,
  OfferMessages,
  type CreateCtc,
  type CtcComponent,
  type CtcLetter,
} from '@talent/contracts/offers';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { stageBeforePayLetter, transition } from '../application-core/lifecycle.ts';
import type { NextStepSource } from '../application-core/next-steps.ts';
import { letterMail } from './letter-emails.ts';
import * as repo from './offers.repo.ts';
import type { CtcLetterRow } from './offers.repo.ts';
import { checkDeclineReason, type HiringScope, type RequestSource } from './offer-access.ts';

export interface CtcDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
}

export const ctcPagePath = (id: number) => `/ctc/${id}/`;

export function ctcComponents(row: CtcLetterRow): CtcComponent[] {
  const parts: CtcComponent[] = [];
  const add = (kind: CtcComponent['kind'], label: string, amount: number) =>
    parts.push({ kind, label, amount, amount_in_words: amountInWords(amount, row.currency) });
  add('fixed', CTC_COMPONENT_LABELS.fixed, row.fixedAmount);
  if (row.variableAmount) add('variable', CTC_COMPONENT_LABELS.variable, row.variableAmount);
  if (row.bonusAmount) add('bonus', CTC_COMPONENT_LABELS.bonus, row.bonusAmount);
  for (const other of row.otherComponents) add('other', other.label, other.amount);
  return parts;
}

export function createCtcService(deps: CtcDeps) {
  const { db } = deps;

  async function present(tx: DbOrTx, rows: CtcLetterRow[]): Promise<CtcLetter[]> {
    const companies = await repo.companiesByIds(
      tx,
      rows.map((r) => r.companyId),
    );
    return rows.map((row) => {
      const company = companies.get(row.companyId)!;
      return {
        id: row.id,
        application_id: row.applicationId,
        offer_id: row.offerId,
        status: row.status,
        status_label: CTC_STATUS_LABELS[row.status],
        company: { name: company.name, slug: company.slug },
        role: row.role,
        currency: row.currency,
        components: ctcComponents(row),
        total: row.totalAmount,
        total_in_words: amountInWords(row.totalAmount, row.currency),
        effective_from: row.effectiveFrom,
        note: row.note,
        sent_at: row.createdAt.toISOString(),
        accepted_at: row.acceptedAt?.toISOString() ?? null,
        accepted_from: row.acceptedAt ? { ip: row.acceptedIp ?? '', user_agent: row.acceptedUserAgent ?? '' } : null,
        declined_at: row.declinedAt?.toISOString() ?? null,
        decline_reason: DECLINE_REASONS.find((r) => r.code === row.declineReason) ?? null,
        decline_note: row.declineNote,
        withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
      };
    });
  }

  async function presentForHiring(tx: DbOrTx, row: CtcLetterRow) {
    const [letter] = await present(tx, [row]);
    const facts = (await repo.applicationFacts(tx, row.applicationId))!;
    return { ...letter!, candidate: { id: facts.candidateId, name: facts.candidateName, email: facts.candidateEmail } };
  }

  async function ownLetter(tx: DbOrTx, candidateId: number, id: number) {
    const row = await repo.findCtcLetter(tx, id);
    if (!row || row.candidateId !== candidateId) throw notFound();
    return row;
  }

  function conflictFor(row: CtcLetterRow) {
    if (row.status === 'accepted') return detailError(409, OfferMessages.ctcAlreadyAccepted);
    if (row.status === 'declined') return detailError(409, OfferMessages.ctcDeclined);
    if (row.status === 'withdrawn') return detailError(409, OfferMessages.ctcWithdrawn);
    return detailError(409, OfferMessages.ctcNotPending);
  }

  return {
    async listForCandidate(candidateId: number) {
      const results = await present(db, await repo.ctcLettersOfCandidate(db, candidateId));
      return { count: results.length, results };
    },

    async getForCandidate(candidateId: number, id: number) {
      return (await present(db, [await ownLetter(db, candidateId, id)]))[0]!;
    },

    async accept(candidateId: number, input: { ctc_id: number }, source: RequestSource) {
      const now = deps.now();
      const existing = await ownLetter(db, candidateId, input.ctc_id);
      const row = await db.transaction(async (tx) => {
        const accepted = await repo.acceptCtc(tx, {
          id: existing.id,
          candidateId,
          now,
          ip: source.ip.slice(0, 100),
          userAgent: source.userAgent.slice(0, 500),
        });
        if (!accepted) return null;
        await transition(tx, {
          applicationId: accepted.applicationId,
          name: 'accept_pay_letter',
          to: 'ctc_accepted',
          summary: 'You accepted the pay (CTC) letter.',
          actor: { kind: 'candidate' },
          at: now,
          subject: { kind: 'ctc', id: accepted.id },
        });
        return accepted;
      });
      if (!row) throw conflictFor((await repo.findCtcLetter(db, existing.id))!);
      return (await present(db, [row]))[0]!;
    },

    async decline(candidateId: number, input: { ctc_id: number; reason: string; note?: string | undefined }) {
      const reason = checkDeclineReason(input.reason, input.note);
      const now = deps.now();
      const existing = await ownLetter(db, candidateId, input.ctc_id);
      const row = await db.transaction(async (tx) => {
        const declined = await repo.declineCtc(tx, {
          id: existing.id,
          candidateId,
          now,
          reason: reason.code,
          note: reason.note,
        });
        if (!declined) return null;
        await transition(tx, {
          applicationId: declined.applicationId,
          name: 'decline_pay_letter',
          to: await stageBeforePayLetter(tx, declined.applicationId),
          summary: `You declined the pay (CTC) letter. Reason: ${DECLINE_REASONS.find((r) => r.code === reason.code)!.label}.`,
          actor: { kind: 'candidate' },
          at: now,
          subject: { kind: 'ctc', id: declined.id },
          detail: { reason: reason.code },
        });
        return declined;
      });
      if (!row) throw conflictFor((await repo.findCtcLetter(db, existing.id))!);
      return (await present(db, [row]))[0]!;
    },

    async listForCompany(scope: HiringScope & { companyId: number }, applicationId?: number) {
      const rows = await repo.ctcLettersOfCompany(db, scope.companyId, applicationId);
      return { results: await Promise.all(rows.map((row) => presentForHiring(db, row))) };
    },

    async create(scope: HiringScope, input: CreateCtc) {
      const variable = input.variable ?? 0;
      const bonus = input.bonus ?? 0;
      const others = input.other_components ?? [];
      const total = input.fixed + variable + bonus + others.reduce((sum, c) => sum + c.amount, 0);
      // spec 02 §5, §9: minimum CTC; and a total the words helpers can write
      if (total < MIN_CTC) throw fieldErrors({ fixed: OfferMessages.minCtc });
      const digits = maxAmountDigits(input.currency);
      if (String(total).length > digits) throw fieldErrors({ fixed: OfferMessages.amountTooLarge(digits) });
      const now = deps.now();
      return db.transaction(async (tx) => {
        const facts = await repo.applicationFacts(tx, input.application_id);
        if (!facts || (scope.companyId !== null && facts.companyId !== scope.companyId)) throw notFound();
        if (facts.status === 'WD' || ['withdrawn', 'rejected'].includes(facts.stage))
          throw detailError(409, OfferMessages.applicationClosed);
        const offer = await repo.latestOfferOfApplication(tx, facts.applicationId);
        const role = offer
          ? ((await repo.versionsOf(tx, [offer.id])).find((v) => v.version === offer.currentVersion)?.role ??
            facts.jobTitle)
          : facts.jobTitle;
        const row = await repo.insertCtcLetter(tx, {
          applicationId: facts.applicationId,
          candidateId: facts.candidateId,
          companyId: facts.companyId,
          offerId: offer?.id ?? null,
          role,
          currency: input.currency,
          fixedAmount: input.fixed,
          variableAmount: variable,
          bonusAmount: bonus,
          otherComponents: others.map((c) => ({ label: c.label, amount: c.amount })),
          totalAmount: total,
          effectiveFrom: input.effective_from ?? null,
          note: input.note ?? '',
          createdBy: scope.userId,
          createdAt: now,
        });
        if (!row) throw detailError(409, OfferMessages.ctcPendingExists);
        // the letter's own e-mail tells the candidate; the bell too (decision 031)
        await transition(tx, {
          applicationId: facts.applicationId,
          name: 'send_pay_letter',
          to: 'ctc',
          summary: `${facts.companyName} sent you a pay (CTC) letter.`,
          actor: { kind: scope.userId ? 'hiring' : 'system', userId: scope.userId },
          at: now,
          subject: { kind: 'ctc', id: row.id },
          link: ctcPagePath(row.id),
          emailCandidate: false,
        });
        await enqueueEmail(
          tx,
          letterMail(deps.publicUrl, {
            to: facts.candidateEmail,
            name: facts.candidateName,
            subject: `Your pay (CTC) letter from ${facts.companyName}`,
            lines: [
              `${facts.companyName} sent you a pay (CTC) letter for ${role}.`,
              'Review the breakdown, then accept or decline it.',
            ],
            action: { label: 'Review your pay letter', path: ctcPagePath(row.id) },
          }),
          `ctc-sent:${row.id}`,
        );
        return presentForHiring(tx, row);
      });
    },

    async withdraw(scope: HiringScope, id: number, input: { reason: string }) {
      const now = deps.now();
      return db.transaction(async (tx) => {
        const existing = await repo.findCtcLetter(tx, id);
        if (!existing || (scope.companyId !== null && existing.companyId !== scope.companyId)) throw notFound();
        const row = await repo.withdrawCtc(tx, { id, now, reason: input.reason });
        if (!row) throw conflictFor(existing);
        const facts = (await repo.applicationFacts(tx, row.applicationId))!;
        await transition(tx, {
          applicationId: row.applicationId,
          name: 'withdraw_pay_letter',
          to: await stageBeforePayLetter(tx, row.applicationId),
          summary: `${facts.companyName} withdrew the pay (CTC) letter.`,
          actor: { kind: scope.userId ? 'hiring' : 'system', userId: scope.userId },
          at: now,
          subject: { kind: 'ctc', id: row.id },
          detail: { reason: input.reason },
        });
        return presentForHiring(tx, row);
      });
    },
  };
}
export type CtcService = ReturnType<typeof createCtcService>;

/** Timeline next step: a letter waiting for the candidate's answer. */
export const pendingCtcStep: NextStepSource = async (db, application) =>
  (await repo.pendingCtcOfApplication(db, application.id)).map((letter) => ({
    title: 'Review and answer your pay (CTC) letter',
    link: ctcPagePath(letter.id),
    due_at: null,
    stage: 'ctc' as const,
  }));
