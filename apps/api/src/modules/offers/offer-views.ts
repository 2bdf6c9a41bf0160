// An offer as the candidate and the hiring team read it (spec 02 §7; decision
// 016): the current version's terms, what changed since the previous one, and
// the answer; the team's view adds the candidate and the template's fields.
import { OFFER_STATUS_LABELS, type HiringOffer, type Offer } from '@talent/contracts/offers';
import type { DbOrTx } from '../../db/client.ts';
import { effectiveStatus, reasonOf } from './offer-access.ts';
import { offerChanges } from './offer-letter.ts';
import * as repo from './offers.repo.ts';
import type { OfferRow, OfferVersionRow } from './offers.repo.ts';

function toOffer(row: OfferRow, versions: OfferVersionRow[], company: repo.CompanyRef, now: Date): Offer {
  const mine = versions.filter((v) => v.offerId === row.id);
  const current = mine.find((v) => v.version === row.currentVersion)!;
  const previous = mine.find((v) => v.version === row.currentVersion - 1);
  const status = effectiveStatus(row, now);
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

/** The candidate's view of each offer, in the order given. */
export async function presentOffers(tx: DbOrTx, rows: OfferRow[], now: Date): Promise<Offer[]> {
  const versions = await repo.versionsOf(
    tx,
    rows.map((r) => r.id),
  );
  const companies = await repo.companiesByIds(
    tx,
    rows.map((r) => r.companyId),
  );
  return rows.map((row) => toOffer(row, versions, companies.get(row.companyId)!, now));
}

/** The hiring team's view of one offer. */
export async function presentForHiring(tx: DbOrTx, row: OfferRow, now: Date): Promise<HiringOffer> {
  const [offer] = await presentOffers(tx, [row], now);
  const facts = (await repo.applicationFacts(tx, row.applicationId))!;
  const [current] = (await repo.versionsOf(tx, [row.id])).filter((v) => v.version === row.currentVersion);
  return {
    ...offer!,
    candidate: { id: facts.candidateId, name: facts.candidateName, email: facts.candidateEmail },
    fields: current?.fields ?? {},
    template_id: current?.templateId ?? null,
  };
}
