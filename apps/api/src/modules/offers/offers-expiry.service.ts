// Offers, the expiry (spec 02 §7; decision 016): every offer queues, with its
// expiry, a reminder a day before and the expiry itself; a revision that moves
// the expiry queues new ones, and a job whose expiry is no longer the offer's
// does nothing. An expired offer never changes again.
import type { DbOrTx } from '../../db/client.ts';
import { enqueueEmail } from '../../lib/mail.ts';
import { enqueue } from '../../lib/queue.ts';
import { recordStageChange } from '../application-core/application-events.ts';
import { findApplication } from '../application-core/applications.repo.ts';
import { remindInApp, transition } from '../application-core/lifecycle.ts';
import { candidateWantsEmail } from '../notifications/notify.ts';
import { letterMail } from './letter-emails.ts';
import { effectiveStatus, offerPagePath, type OffersDeps } from './offer-access.ts';
import { longDateTime } from './offer-letter.ts';
import * as repo from './offers.repo.ts';
import type { OfferRow } from './offers.repo.ts';

export const OFFER_EXPIRE_JOB = 'offers.expire';
export const OFFER_REMINDER_JOB = 'offers.expiry-reminder';
/** The 'about to expire' e-mail goes this long before the expiry. */
export const OFFER_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** Queues the 'about to expire' e-mail and the expiry itself for this expiry (a revision queues new ones). */
export async function scheduleExpiry(tx: DbOrTx, offer: OfferRow, now: Date) {
  const expiresMs = offer.expiresAt.getTime();
  const remindAt = expiresMs - OFFER_REMINDER_BEFORE_MS;
  if (remindAt > now.getTime()) {
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

export function createOffersExpiryService(deps: OffersDeps) {
  const { db } = deps;

  return {
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
export type OffersExpiryService = ReturnType<typeof createOffersExpiryService>;
