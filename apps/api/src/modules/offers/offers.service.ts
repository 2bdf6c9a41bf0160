// Offers (spec 02 §7; decision 016). The hiring team (or an operator through
// the admin command line) makes an offer on an application from a template;
// every revision is a new immutable version; the candidate accepts the
// version they read, or declines with a reason. Accepted, declined, withdrawn
// and expired offers never change again: each transition is one conditional
// update, so racing tabs end with exactly one outcome and the loser is told why.
import {
  DECLINE_REASONS,
  DEFAULT_OFFER_TEMPLATE,
  OFFER_STATUS_LABELS,
  OfferMessages,
  type CreateOffer,
  type HiringOffer,
  type Offer,
  type OfferStatus,
  type OfferTemplate,
  type ReviseOffer,
} from '@talent/contracts/offers';
import type { Db, DbOrTx } from '../../db/client.ts';
import { detailError, fieldErrors, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { enqueue } from '../../lib/queue.ts';
import { recordStageChange } from '../application-core/application-events.ts';
import { findApplication } from '../application-core/applications.repo.ts';
import { remindInApp, stageBeforeOffer, transition } from '../application-core/lifecycle.ts';
import type { NextStepSource } from '../application-core/next-steps.ts';
import { absolute } from '../../lib/public-url.ts';
import { templateParagraphs } from '../email-templates/company-templates.ts';
import { candidateWantsEmail } from '../notifications/notify.ts';
import { letterMail } from './letter-emails.ts';
import { longDateTime, offerChanges, placeholdersOf, renderLetter } from './offer-letter.ts';
import * as repo from './offers.repo.ts';
import type { ApplicationFacts, OfferRow, OfferVersionRow } from './offers.repo.ts';
import type { HiringScope } from '../../lib/hiring-scope.ts';

export const OFFER_EXPIRE_JOB = 'offers.expire';
export const OFFER_REMINDER_JOB = 'offers.expiry-reminder';
/** The 'about to expire' e-mail goes this long before the expiry. */
export const OFFER_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
export const OFFER_MAX_OPEN_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type { HiringScope } from '../../lib/hiring-scope.ts';
/** Where a candidate's answer came from (recorded with an acceptance). */
export interface RequestSource {
  ip: string;
  userAgent: string;
}

export interface OffersDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
}

export const offerPagePath = (id: number) => `/offer/${id}/`;
const closedApplication = (facts: ApplicationFacts) =>
  facts.status === 'WD' || ['withdrawn', 'rejected', 'hired'].includes(facts.stage);

export const effectiveStatus = (row: Pick<OfferRow, 'status' | 'expiresAt'>, now: Date): OfferStatus =>
  row.status === 'open' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;

const reasonOf = (code: string | null) => DECLINE_REASONS.find((r) => r.code === code) ?? null;

/** Validates a decline reason from the rejection list ('other' needs a note). */
export function checkDeclineReason(reason: string, note: string | undefined) {
  const known = reasonOf(reason);
  if (!known) throw fieldErrors({ reason: OfferMessages.unknownReason });
  if (known.code === 'other' && !note?.trim()) throw fieldErrors({ note: OfferMessages.noteRequired });
  return { code: known.code, note: note?.trim() ?? '' };
}

export function createOffersService(deps: OffersDeps) {
  const { db } = deps;

  function toOffer(row: OfferRow, versions: OfferVersionRow[], company: repo.CompanyRef): Offer {
    const mine = versions.filter((v) => v.offerId === row.id);
    const current = mine.find((v) => v.version === row.currentVersion)!;
    const previous = mine.find((v) => v.version === row.currentVersion - 1);
    const status = effectiveStatus(row, deps.now());
    return {
      id: row.id,
      application_id: row.applicationId,
      status,
      status_label: OFFER_STATUS_LABELS[status],
      company: { name: company.name, slug: company.slug },
      version: row.currentVersion,
      role: current.role,
      start_date: current.startDate,
      location: current.location,
      expires_at: row.expiresAt.toISOString(),
      letter_text: current.letterText,
      sent_at: row.createdAt.toISOString(),
      revised_at: previous ? current.createdAt.toISOString() : null,
      changes: previous ? offerChanges(previous, current) : [],
      versions: mine.map((v) => ({
        version: v.version,
        created_at: v.createdAt.toISOString(),
        change_note: v.changeNote,
      })),
      accepted_at: row.acceptedAt?.toISOString() ?? null,
      accepted_version: row.acceptedVersion,
      accepted_from: row.acceptedAt ? { ip: row.acceptedIp ?? '', user_agent: row.acceptedUserAgent ?? '' } : null,
      declined_at: row.declinedAt?.toISOString() ?? null,
      decline_reason: reasonOf(row.declineReason),
      decline_note: row.declineNote,
      withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
      withdraw_reason: row.withdrawReason,
    };
  }

  async function present(tx: DbOrTx, rows: OfferRow[]): Promise<Offer[]> {
    const versions = await repo.versionsOf(
      tx,
      rows.map((r) => r.id),
    );
    const companies = await repo.companiesByIds(
      tx,
      rows.map((r) => r.companyId),
    );
    return rows.map((row) => toOffer(row, versions, companies.get(row.companyId)!));
  }

  async function presentForHiring(tx: DbOrTx, row: OfferRow): Promise<HiringOffer> {
    const [offer] = await present(tx, [row]);
    const facts = (await repo.applicationFacts(tx, row.applicationId))!;
    const [current] = (await repo.versionsOf(tx, [row.id])).filter((v) => v.version === row.currentVersion);
    return {
      ...offer!,
      candidate: { id: facts.candidateId, name: facts.candidateName, email: facts.candidateEmail },
      fields: current?.fields ?? {},
      template_id: current?.templateId ?? null,
    };
  }

  async function ownOffer(tx: DbOrTx, candidateId: number, id: number) {
    const row = await repo.findOffer(tx, id);
    // another candidate's offer answers 404, like a missing one (docs/conventions.md §3)
    if (!row || row.candidateId !== candidateId) throw notFound();
    return row;
  }

  async function companyOffer(tx: DbOrTx, scope: HiringScope, id: number) {
    const row = await repo.findOffer(tx, id);
    if (!row || (scope.companyId !== null && row.companyId !== scope.companyId)) throw notFound();
    return row;
  }

  async function companyApplication(tx: DbOrTx, scope: HiringScope, applicationId: number) {
    const facts = await repo.applicationFacts(tx, applicationId);
    if (!facts || (scope.companyId !== null && facts.companyId !== scope.companyId)) throw notFound();
    return facts;
  }

  /** Why an answer or a change was refused, read after the conditional update found nothing to change. */
  function conflictFor(row: OfferRow, version?: number) {
    const status = effectiveStatus(row, deps.now());
    if (status === 'accepted') return detailError(409, OfferMessages.alreadyAccepted);
    if (status === 'declined') return detailError(409, OfferMessages.declined);
    if (status === 'withdrawn') return detailError(409, OfferMessages.withdrawn);
    if (status === 'expired') return detailError(409, OfferMessages.expired);
    if (version !== undefined && version !== row.currentVersion) return detailError(409, OfferMessages.revised);
    return detailError(409, OfferMessages.notOpen);
  }

  async function templateBody(tx: DbOrTx, companyId: number, templateId: number | null | undefined) {
    if (!templateId) return DEFAULT_OFFER_TEMPLATE;
    const template = await repo.findTemplate(tx, templateId);
    if (!template || template.companyId !== companyId)
      throw fieldErrors({ template_id: 'Choose one of your company’s templates.' });
    return template.body;
  }

  function checkExpiry(expiresAt: Date) {
    const now = deps.now();
    if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime())
      throw fieldErrors({ expires_at: OfferMessages.expiryInPast });
    if (expiresAt.getTime() > now.getTime() + OFFER_MAX_OPEN_DAYS * DAY_MS)
      throw fieldErrors({ expires_at: OfferMessages.expiryTooFar });
  }
  function checkStart(startDate: string) {
    if (startDate < deps.now().toISOString().slice(0, 10)) throw fieldErrors({ start_date: OfferMessages.startInPast });
  }

  /** Queues the 'about to expire' e-mail and the expiry itself for this expiry (a revision queues new ones). */
  async function scheduleExpiry(tx: DbOrTx, offer: OfferRow) {
    const expiresMs = offer.expiresAt.getTime();
    const remindAt = expiresMs - OFFER_REMINDER_BEFORE_MS;
    if (remindAt > deps.now().getTime()) {
      await enqueue(
        tx,
        OFFER_REMINDER_JOB,
        { offerId: offer.id, expiresAt: offer.expiresAt.toISOString() },
        { runAt: new Date(remindAt), dedupeKey: `offer-reminder:${offer.id}:${expiresMs}` },
      );
    }
    await enqueue(
      tx,
      OFFER_EXPIRE_JOB,
      { offerId: offer.id },
      { runAt: offer.expiresAt, dedupeKey: `offer-expire:${offer.id}:${expiresMs}` },
    );
  }

  function offerMail(facts: ApplicationFacts, offer: OfferRow, revised: boolean, coverNote: string[] = []) {
    return letterMail(deps.publicUrl, {
      to: facts.candidateEmail,
      name: facts.candidateName,
      subject: revised
        ? `${facts.companyName} revised your offer for ${facts.jobTitle}`
        : `You have an offer from ${facts.companyName}`,
      lines: [
        revised
          ? `${facts.companyName} revised its offer for ${facts.jobTitle}. The page shows what changed.`
          : `${facts.companyName} has made you an offer for ${facts.jobTitle}.`,
        ...coverNote,
        `Please accept or decline it by ${longDateTime(offer.expiresAt)}.`,
      ],
      action: { label: 'Review your offer', path: offerPagePath(offer.id) },
    });
  }

  return {
    // ------------------------------------------------------------ candidate

    async listForCandidate(candidateId: number) {
      const results = await present(db, await repo.offersOfCandidate(db, candidateId));
      return { count: results.length, results };
    },

    async getForCandidate(candidateId: number, id: number) {
      const [offer] = await present(db, [await ownOffer(db, candidateId, id)]);
      return offer!;
    },

    rejectionList() {
      return { results: DECLINE_REASONS.map((r) => ({ code: r.code, label: r.label })) };
    },

    async accept(candidateId: number, input: { offer_id: number; version: number }, source: RequestSource) {
      const now = deps.now();
      const existing = await ownOffer(db, candidateId, input.offer_id);
      const accepted = await db.transaction(async (tx) => {
        const row = await repo.acceptOffer(tx, {
          id: existing.id,
          candidateId,
          version: input.version,
          now,
          ip: source.ip.slice(0, 100),
          userAgent: source.userAgent.slice(0, 500),
        });
        if (!row) return null;
        const [version] = (await repo.versionsOf(tx, [row.id])).filter((v) => v.version === row.currentVersion);
        await transition(tx, {
          applicationId: row.applicationId,
          name: 'accept_offer',
          to: 'offer_accepted',
          summary: `You accepted the offer for ${version!.role} (version ${row.currentVersion}).`,
          actor: { kind: 'candidate' },
          at: now,
          subject: { kind: 'offer', id: row.id },
          detail: { version: row.currentVersion },
        });
        return row;
      });
      if (!accepted) throw conflictFor((await repo.findOffer(db, existing.id))!, input.version);
      return (await present(db, [accepted]))[0]!;
    },

    async decline(candidateId: number, input: { offer_id: number; reason: string; note?: string | undefined }) {
      const reason = checkDeclineReason(input.reason, input.note);
      const now = deps.now();
      const existing = await ownOffer(db, candidateId, input.offer_id);
      const declined = await db.transaction(async (tx) => {
        const row = await repo.declineOffer(tx, {
          id: existing.id,
          candidateId,
          now,
          reason: reason.code,
          note: reason.note,
        });
        if (!row) return null;
        await transition(tx, {
          applicationId: row.applicationId,
          name: 'decline_offer',
          to: 'offer_declined',
          summary: `You declined the offer. Reason: ${reasonOf(reason.code)!.label}.`,
          actor: { kind: 'candidate' },
          at: now,
          subject: { kind: 'offer', id: row.id },
          detail: { reason: reason.code },
        });
        return row;
      });
      if (!declined) throw conflictFor((await repo.findOffer(db, existing.id))!);
      return (await present(db, [declined]))[0]!;
    },

    // ------------------------------------------------------------ hiring team

    async templates(scope: HiringScope & { companyId: number }): Promise<{ results: OfferTemplate[] }> {
      const rows = await repo.listTemplates(db, scope.companyId);
      return {
        results: [
          {
            id: 0,
            name: 'Standard offer letter',
            body: DEFAULT_OFFER_TEMPLATE,
            fields: placeholdersOf(DEFAULT_OFFER_TEMPLATE),
            is_default: true,
          },
          ...rows.map((r) => ({
            id: r.id,
            name: r.name,
            body: r.body,
            fields: placeholdersOf(r.body),
            is_default: false,
          })),
        ],
      };
    },

    async createTemplate(scope: HiringScope & { companyId: number }, input: { name: string; body: string }) {
      const row = await repo.insertTemplate(db, {
        companyId: scope.companyId,
        name: input.name,
        body: input.body,
        createdBy: scope.userId,
        createdAt: deps.now(),
      });
      return { id: row.id, name: row.name, body: row.body, fields: placeholdersOf(row.body), is_default: false };
    },

    async listForCompany(scope: HiringScope & { companyId: number }, applicationId?: number) {
      const rows = await repo.offersOfCompany(db, scope.companyId, applicationId);
      return { results: await Promise.all(rows.map((row) => presentForHiring(db, row))) };
    },

    async getForCompany(scope: HiringScope, id: number) {
      return presentForHiring(db, await companyOffer(db, scope, id));
    },

    async create(scope: HiringScope, input: CreateOffer): Promise<HiringOffer> {
      const expiresAt = new Date(input.expires_at);
      checkExpiry(expiresAt);
      checkStart(input.start_date);
      const now = deps.now();
      return db.transaction(async (tx) => {
        const facts = await companyApplication(tx, scope, input.application_id);
        if (closedApplication(facts)) throw detailError(409, OfferMessages.applicationClosed);
        const fields = input.fields ?? {};
        const letterText = renderLetter(await templateBody(tx, facts.companyId, input.template_id), {
          candidateName: facts.candidateName,
          company: facts.companyName,
          role: input.role,
          startDate: input.start_date,
          location: input.location,
          expiresAt,
          fields,
        });
        const offer = await repo.insertOffer(tx, {
          applicationId: facts.applicationId,
          candidateId: facts.candidateId,
          companyId: facts.companyId,
          expiresAt,
          createdBy: scope.userId,
          createdAt: now,
          updatedAt: now,
        });
        if (!offer) throw detailError(409, OfferMessages.openOfferExists);
        await repo.insertVersion(tx, {
          offerId: offer.id,
          version: 1,
          candidateId: facts.candidateId,
          templateId: input.template_id ?? null,
          role: input.role,
          startDate: input.start_date,
          location: input.location,
          expiresAt,
          fields,
          letterText,
          createdBy: scope.userId,
          createdAt: now,
        });
        // the offer letter's own e-mail tells the candidate; the bell too (decision 031)
        await transition(tx, {
          applicationId: facts.applicationId,
          name: 'send_offer',
          to: 'offer',
          summary: `${facts.companyName} made you an offer for ${input.role}.`,
          actor: { kind: scope.userId ? 'hiring' : 'system', userId: scope.userId },
          at: now,
          dueAt: expiresAt,
          subject: { kind: 'offer', id: offer.id },
          link: offerPagePath(offer.id),
          emailCandidate: false,
        });
        // the company's offer cover note (decision 047), filled for this candidate
        const coverNote = await templateParagraphs(tx, facts.companyId, 'offer_cover_note', {
          candidate_first_name: facts.candidateName.split(' ')[0] ?? '',
          candidate_name: facts.candidateName,
          job_title: facts.jobTitle,
          company_name: facts.companyName,
          offer_link: absolute(deps.publicUrl, offerPagePath(offer.id)),
        });
        await enqueueEmail(tx, offerMail(facts, offer, false, coverNote), `offer-sent:${offer.id}:1`);
        await scheduleExpiry(tx, offer);
        return presentForHiring(tx, offer);
      });
    },

    async revise(scope: HiringScope, id: number, input: ReviseOffer): Promise<HiringOffer> {
      const now = deps.now();
      return db.transaction(async (tx) => {
        const existing = await companyOffer(tx, scope, id);
        if (effectiveStatus(existing, now) !== 'open') throw conflictFor(existing);
        const [current] = (await repo.versionsOf(tx, [existing.id])).filter(
          (v) => v.version === existing.currentVersion,
        );
        const expiresAt = input.expires_at ? new Date(input.expires_at) : existing.expiresAt;
        if (input.expires_at) checkExpiry(expiresAt);
        const startDate = input.start_date ?? current!.startDate;
        if (input.start_date) checkStart(startDate);
        const facts = (await repo.applicationFacts(tx, existing.applicationId))!;
        const templateId = input.template_id === undefined ? current!.templateId : input.template_id;
        const fields = input.fields ?? current!.fields;
        const role = input.role ?? current!.role;
        const location = input.location ?? current!.location;
        const letterText = renderLetter(await templateBody(tx, facts.companyId, templateId), {
          candidateName: facts.candidateName,
          company: facts.companyName,
          role,
          startDate,
          location,
          expiresAt,
          fields,
        });
        const unchanged =
          role === current!.role &&
          startDate === current!.startDate &&
          location === current!.location &&
          expiresAt.getTime() === current!.expiresAt.getTime() &&
          letterText === current!.letterText;
        if (unchanged) throw fieldErrors({ non_field_errors: OfferMessages.nothingChanged });
        const bumped = await repo.bumpVersion(tx, {
          id: existing.id,
          fromVersion: existing.currentVersion,
          expiresAt,
          now,
        });
        if (!bumped) throw conflictFor((await repo.findOffer(tx, existing.id))!);
        await repo.insertVersion(tx, {
          offerId: bumped.id,
          version: bumped.currentVersion,
          candidateId: bumped.candidateId,
          templateId,
          role,
          startDate,
          location,
          expiresAt,
          fields,
          letterText,
          changeNote: input.change_note,
          createdBy: scope.userId,
          createdAt: now,
        });
        await recordStageChange(tx, {
          applicationId: bumped.applicationId,
          stage: 'offer',
          action: 'revised',
          summary: `${facts.companyName} revised the offer (version ${bumped.currentVersion}): ${input.change_note}`,
          actor: { kind: 'hiring', userId: scope.userId },
          at: now,
          dueAt: expiresAt,
          subject: { kind: 'offer', id: bumped.id },
          keepStage: true,
        });
        await enqueueEmail(tx, offerMail(facts, bumped, true), `offer-sent:${bumped.id}:${bumped.currentVersion}`);
        if (expiresAt.getTime() !== existing.expiresAt.getTime()) await scheduleExpiry(tx, bumped);
        return presentForHiring(tx, bumped);
      });
    },

    async withdraw(scope: HiringScope, id: number, input: { reason: string }): Promise<HiringOffer> {
      const now = deps.now();
      return db.transaction(async (tx) => {
        const existing = await companyOffer(tx, scope, id);
        const row = await repo.withdrawOffer(tx, { id: existing.id, now, reason: input.reason });
        if (!row) throw conflictFor(existing);
        const facts = (await repo.applicationFacts(tx, row.applicationId))!;
        // back to the review stage the offer was made from (decision 031)
        await transition(tx, {
          applicationId: row.applicationId,
          name: 'withdraw_offer',
          to: await stageBeforeOffer(tx, row.applicationId),
          summary: `${facts.companyName} withdrew the offer.`,
          actor: { kind: scope.userId ? 'hiring' : 'system', userId: scope.userId },
          at: now,
          subject: { kind: 'offer', id: row.id },
          detail: { reason: input.reason },
        });
        return presentForHiring(tx, row);
      });
    },

    // ------------------------------------------------------------ queue jobs

    /** At the expiry: an offer still open becomes expired, and the timeline says so (once). */
    async expire(payload: { offerId: number }) {
      const now = deps.now();
      await db.transaction(async (tx) => {
        const row = await repo.expireOffer(tx, payload.offerId, now);
        if (!row) return;
        const application = await findApplication(tx, row.applicationId);
        if (application?.stage === 'offer') {
          await transition(tx, {
            applicationId: row.applicationId,
            name: 'expire_offer',
            to: 'offer_expired',
            summary: 'The offer expired without an answer.',
            actor: { kind: 'system' },
            at: row.expiresAt,
            subject: { kind: 'offer', id: row.id },
          });
        } else {
          await recordStageChange(tx, {
            applicationId: row.applicationId,
            stage: application?.stage ?? 'offer',
            action: 'expired',
            summary: 'The offer expired without an answer.',
            actor: { kind: 'system' },
            at: row.expiresAt,
            subject: { kind: 'offer', id: row.id },
          });
        }
      });
    },

    /** A day before the expiry: the 'about to expire' e-mail, if the offer is still open with that expiry. */
    async remind(payload: { offerId: number; expiresAt: string }) {
      const row = await repo.findOffer(db, payload.offerId);
      if (!row || effectiveStatus(row, deps.now()) !== 'open') return;
      if (row.expiresAt.toISOString() !== payload.expiresAt) return;
      const facts = await repo.applicationFacts(db, row.applicationId);
      if (!facts) return;
      await remindInApp(db, {
        applicationId: row.applicationId,
        what: 'offer',
        title: 'Your offer expires soon',
        body: `Your offer for ${facts.jobTitle} at ${facts.companyName} expires on ${longDateTime(row.expiresAt)}.`,
        link: offerPagePath(row.id),
        key: `offer-reminder:${row.id}:${row.expiresAt.getTime()}`,
      });
      // the letter-style reminder honours the 'reminders' e-mail preference like every other reminder
      if (!(await candidateWantsEmail(db, facts.candidateId, 'reminders'))) return;
      await enqueueEmail(
        db,
        letterMail(deps.publicUrl, {
          to: facts.candidateEmail,
          name: facts.candidateName,
          subject: `Your offer from ${facts.companyName} expires soon`,
          lines: [
            `Your offer for ${facts.jobTitle} at ${facts.companyName} expires on ${longDateTime(row.expiresAt)}.`,
            'After that it can no longer be accepted.',
          ],
          action: { label: 'Review your offer', path: offerPagePath(row.id) },
        }),
        `offer-reminder-mail:${row.id}:${row.expiresAt.getTime()}`,
      );
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;

/** Timeline next step: an open offer to answer, by its expiry. */
export const openOfferStep: NextStepSource = async (db, application, now) => {
  const open = await repo.openOffersOfApplication(db, application.id, now);
  const versions = await repo.versionsOf(
    db,
    open.map((o) => o.id),
  );
  return open.map((offer) => {
    const version = versions.find((v) => v.offerId === offer.id && v.version === offer.currentVersion);
    return {
      title: `Accept or decline your offer${version ? ` for ${version.role}` : ''}`,
      link: offerPagePath(offer.id),
      due_at: offer.expiresAt.toISOString(),
      stage: 'offer' as const,
    };
  });
};
