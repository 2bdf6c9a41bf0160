// Offers, the candidate's side (spec 02 §7; decision 016): the candidate reads
// their offers and accepts the version they read, or declines with a reason.
// Accepted, declined, withdrawn and expired offers never change again: each
// answer is one conditional update, so racing tabs end with exactly one
// outcome and the loser is told why. The hiring team's side is in
// offers-hiring.service.ts, the expiry and its reminder in offers-expiry.service.ts.
import { DECLINE_REASONS } from '@talent/contracts/offers';
import { transition } from '../application-core/lifecycle.ts';
import type { NextStepSource } from '../application-core/next-steps.ts';
import {
  checkDeclineReason,
  conflictFor,
  offerPagePath,
  ownOffer,
  reasonOf,
  type OffersDeps,
  type RequestSource,
} from './offer-access.ts';
import { presentOffers } from './offer-views.ts';
import * as repo from './offers.repo.ts';

export type OffersCandidateDeps = Pick<OffersDeps, 'db' | 'now'>;

export function createOffersService(deps: OffersCandidateDeps) {
  const { db } = deps;

  return {
    async listForCandidate(candidateId: number) {
      const results = await presentOffers(db, await repo.offersOfCandidate(db, candidateId), deps.now());
      return { count: results.length, results };
    },

    async getForCandidate(candidateId: number, id: number) {
      const [offer] = await presentOffers(db, [await ownOffer(db, candidateId, id)], deps.now());
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
      if (!accepted) throw conflictFor((await repo.findOffer(db, existing.id))!, deps.now(), input.version);
      return (await presentOffers(db, [accepted], deps.now()))[0]!;
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
      if (!declined) throw conflictFor((await repo.findOffer(db, existing.id))!, deps.now());
      return (await presentOffers(db, [declined], deps.now()))[0]!;
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
