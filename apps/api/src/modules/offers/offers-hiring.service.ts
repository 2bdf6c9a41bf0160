// Offers, the hiring team's side (spec 02 §7; decision 016). The team (or an
// operator through the admin command line) makes an offer on an application
// from a template; every revision is a new immutable version the candidate
// must accept again; an open offer may be withdrawn. Each change is one
// conditional update, so a change that races the candidate's answer is told
// why. The company's own letter templates are in offers-templates.service.ts.
import { OfferMessages, type CreateOffer, type HiringOffer, type ReviseOffer } from '@talent/contracts/offers';
import { detailError, fieldErrors } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { absolute } from '../../lib/public-url.ts';
import { recordStageChange } from '../application-core/application-events.ts';
import { stageBeforeOffer, transition } from '../application-core/lifecycle.ts';
import { templateParagraphs } from '../email-templates/company-templates.ts';
import { letterMail } from './letter-emails.ts';
import {
  closedApplication,
  companyApplication,
  companyOffer,
  conflictFor,
  effectiveStatus,
  offerPagePath,
  templateBody,
  type HiringScope,
  type OffersDeps,
} from './offer-access.ts';
import { longDateTime, renderLetter } from './offer-letter.ts';
import { presentForHiring } from './offer-views.ts';
import { scheduleExpiry } from './offers-expiry.service.ts';
import * as repo from './offers.repo.ts';
import type { ApplicationFacts, OfferRow } from './offers.repo.ts';

export const OFFER_MAX_OPEN_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createOffersHiringService(deps: OffersDeps) {
  const { db } = deps;

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
    async listForCompany(scope: HiringScope & { companyId: number }, applicationId?: number) {
      const rows = await repo.offersOfCompany(db, scope.companyId, applicationId);
      const now = deps.now();
      return { results: await Promise.all(rows.map((row) => presentForHiring(db, row, now))) };
    },

    async getForCompany(scope: HiringScope, id: number) {
      return presentForHiring(db, await companyOffer(db, scope, id), deps.now());
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
        await scheduleExpiry(tx, offer, deps.now());
        return presentForHiring(tx, offer, deps.now());
      });
    },

    async revise(scope: HiringScope, id: number, input: ReviseOffer): Promise<HiringOffer> {
      const now = deps.now();
      return db.transaction(async (tx) => {
        const existing = await companyOffer(tx, scope, id);
        if (effectiveStatus(existing, now) !== 'open') throw conflictFor(existing, deps.now());
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
        if (!bumped) throw conflictFor((await repo.findOffer(tx, existing.id))!, deps.now());
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
        if (expiresAt.getTime() !== existing.expiresAt.getTime()) await scheduleExpiry(tx, bumped, deps.now());
        return presentForHiring(tx, bumped, deps.now());
      });
    },

    async withdraw(scope: HiringScope, id: number, input: { reason: string }): Promise<HiringOffer> {
      const now = deps.now();
      return db.transaction(async (tx) => {
        const existing = await companyOffer(tx, scope, id);
        const row = await repo.withdrawOffer(tx, { id: existing.id, now, reason: input.reason });
        if (!row) throw conflictFor(existing, deps.now());
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
        return presentForHiring(tx, row, deps.now());
      });
    },
  };
}
export type OffersHiringService = ReturnType<typeof createOffersHiringService>;
