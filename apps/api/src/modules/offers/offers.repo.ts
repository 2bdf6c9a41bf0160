// Offers, their versions and templates, and pay (CTC) letters: queries only,
// rows mapped by the service. Every state change is one conditional update,
// so two racing requests end with exactly one outcome.
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ctcLetters, offerTemplates, offerVersions, offers } from '../../db/schema/offers.ts';
import { companies } from '../../db/schema/platform.ts';

export type OfferRow = typeof offers.$inferSelect;
export type OfferVersionRow = typeof offerVersions.$inferSelect;
export type OfferTemplateRow = typeof offerTemplates.$inferSelect;
export type CtcLetterRow = typeof ctcLetters.$inferSelect;

export { applicationFacts, type ApplicationFacts } from '../../db/application-facts.ts';

export interface CompanyRef {
  id: number;
  name: string;
  slug: string;
}

export async function companiesByIds(db: DbOrTx, ids: number[]): Promise<Map<number, CompanyRef>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

// ---------------------------------------------------------------- templates

export async function listTemplates(db: DbOrTx, companyId: number): Promise<OfferTemplateRow[]> {
  return db
    .select()
    .from(offerTemplates)
    .where(eq(offerTemplates.companyId, companyId))
    .orderBy(asc(offerTemplates.id));
}

export async function findTemplate(db: DbOrTx, id: number): Promise<OfferTemplateRow | null> {
  const [row] = await db.select().from(offerTemplates).where(eq(offerTemplates.id, id));
  return row ?? null;
}

export async function insertTemplate(db: DbOrTx, values: typeof offerTemplates.$inferInsert) {
  const [row] = await db.insert(offerTemplates).values(values).returning();
  return row!;
}

// ---------------------------------------------------------------- offers

/** Inserts the offer unless the application already has an open one (the partial unique index decides). */
export async function insertOffer(db: DbOrTx, values: typeof offers.$inferInsert): Promise<OfferRow | null> {
  const [row] = await db
    .insert(offers)
    .values(values)
    .onConflictDoNothing({ target: offers.applicationId, where: sql`status = 'open'` })
    .returning();
  return row ?? null;
}

export async function insertVersion(db: DbOrTx, values: typeof offerVersions.$inferInsert) {
  const [row] = await db.insert(offerVersions).values(values).returning();
  return row!;
}

export async function findOffer(db: DbOrTx, id: number): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row ?? null;
}

export async function versionsOf(db: DbOrTx, offerIds: number[]): Promise<OfferVersionRow[]> {
  if (!offerIds.length) return [];
  return db
    .select()
    .from(offerVersions)
    .where(inArray(offerVersions.offerId, offerIds))
    .orderBy(asc(offerVersions.offerId), asc(offerVersions.version));
}

export async function offersOfCandidate(db: DbOrTx, candidateId: number): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(eq(offers.candidateId, candidateId))
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

export async function offersOfCompany(db: DbOrTx, companyId: number, applicationId?: number): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.companyId, companyId), applicationId ? eq(offers.applicationId, applicationId) : undefined))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(500);
}

export async function openOffersOfApplication(db: DbOrTx, applicationId: number, now: Date): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.applicationId, applicationId), eq(offers.status, 'open'), gt(offers.expiresAt, now)));
}

const stillOpen = (id: number, now: Date) =>
  and(eq(offers.id, id), eq(offers.status, 'open'), gt(offers.expiresAt, now));

/** Accepts exactly the version the candidate read, while the offer is open and unexpired. */
export async function acceptOffer(
  db: DbOrTx,
  input: { id: number; candidateId: number; version: number; now: Date; ip: string; userAgent: string },
): Promise<OfferRow | null> {
  const [row] = await db
    .update(offers)
    .set({
      status: 'accepted',
      acceptedAt: input.now,
      acceptedVersion: input.version,
      acceptedIp: input.ip,
      acceptedUserAgent: input.userAgent,
      updatedAt: input.now,
    })
    .where(
      and(
        stillOpen(input.id, input.now),
        eq(offers.candidateId, input.candidateId),
        eq(offers.currentVersion, input.version),
      ),
    )
    .returning();
  return row ?? null;
}

export async function declineOffer(
  db: DbOrTx,
  input: { id: number; candidateId: number; now: Date; reason: string; note: string },
): Promise<OfferRow | null> {
  const [row] = await db
    .update(offers)
    .set({
      status: 'declined',
      declinedAt: input.now,
      declineReason: input.reason,
      declineNote: input.note,
      updatedAt: input.now,
    })
    .where(and(stillOpen(input.id, input.now), eq(offers.candidateId, input.candidateId)))
    .returning();
  return row ?? null;
}

/** Moves an open offer to its next version; null when it was answered, withdrawn, expired or revised meanwhile. */
export async function bumpVersion(
  db: DbOrTx,
  input: { id: number; fromVersion: number; expiresAt: Date; now: Date },
): Promise<OfferRow | null> {
  const [row] = await db
    .update(offers)
    .set({ currentVersion: input.fromVersion + 1, expiresAt: input.expiresAt, updatedAt: input.now })
    .where(and(stillOpen(input.id, input.now), eq(offers.currentVersion, input.fromVersion)))
    .returning();
  return row ?? null;
}

export async function withdrawOffer(
  db: DbOrTx,
  input: { id: number; now: Date; reason: string },
): Promise<OfferRow | null> {
  const [row] = await db
    .update(offers)
    .set({ status: 'withdrawn', withdrawnAt: input.now, withdrawReason: input.reason, updatedAt: input.now })
    .where(stillOpen(input.id, input.now))
    .returning();
  return row ?? null;
}

/** The expiry job: an open offer past its expiry becomes expired, once. */
export async function expireOffer(db: DbOrTx, id: number, now: Date): Promise<OfferRow | null> {
  const [row] = await db
    .update(offers)
    .set({ status: 'expired', expiredAt: offers.expiresAt, updatedAt: now })
    .where(and(eq(offers.id, id), eq(offers.status, 'open'), sql`${offers.expiresAt} <= ${now}`))
    .returning();
  return row ?? null;
}

// ---------------------------------------------------------------- CTC letters

export async function insertCtcLetter(
  db: DbOrTx,
  values: typeof ctcLetters.$inferInsert,
): Promise<CtcLetterRow | null> {
  const [row] = await db
    .insert(ctcLetters)
    .values(values)
    .onConflictDoNothing({ target: ctcLetters.applicationId, where: sql`status = 'pending'` })
    .returning();
  return row ?? null;
}

export async function findCtcLetter(db: DbOrTx, id: number): Promise<CtcLetterRow | null> {
  const [row] = await db.select().from(ctcLetters).where(eq(ctcLetters.id, id));
  return row ?? null;
}

export async function ctcLettersOfCandidate(db: DbOrTx, candidateId: number): Promise<CtcLetterRow[]> {
  return db
    .select()
    .from(ctcLetters)
    .where(eq(ctcLetters.candidateId, candidateId))
    .orderBy(desc(ctcLetters.createdAt), desc(ctcLetters.id));
}

export async function ctcLettersOfCompany(
  db: DbOrTx,
  companyId: number,
  applicationId?: number,
): Promise<CtcLetterRow[]> {
  return db
    .select()
    .from(ctcLetters)
    .where(
      and(eq(ctcLetters.companyId, companyId), applicationId ? eq(ctcLetters.applicationId, applicationId) : undefined),
    )
    .orderBy(desc(ctcLetters.createdAt), desc(ctcLetters.id))
    .limit(500);
}

export async function pendingCtcOfApplication(db: DbOrTx, applicationId: number): Promise<CtcLetterRow[]> {
  return db
    .select()
    .from(ctcLetters)
    .where(and(eq(ctcLetters.applicationId, applicationId), eq(ctcLetters.status, 'pending')));
}

export async function latestOfferOfApplication(db: DbOrTx, applicationId: number): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.applicationId, applicationId), or(eq(offers.status, 'accepted'), eq(offers.status, 'open'))))
    .orderBy(desc(offers.createdAt))
    .limit(1);
  return row ?? null;
}

const pending = (id: number) => and(eq(ctcLetters.id, id), eq(ctcLetters.status, 'pending'));

export async function acceptCtc(
  db: DbOrTx,
  input: { id: number; candidateId: number; now: Date; ip: string; userAgent: string },
): Promise<CtcLetterRow | null> {
  const [row] = await db
    .update(ctcLetters)
    .set({ status: 'accepted', acceptedAt: input.now, acceptedIp: input.ip, acceptedUserAgent: input.userAgent })
    .where(and(pending(input.id), eq(ctcLetters.candidateId, input.candidateId)))
    .returning();
  return row ?? null;
}

export async function declineCtc(
  db: DbOrTx,
  input: { id: number; candidateId: number; now: Date; reason: string; note: string },
): Promise<CtcLetterRow | null> {
  const [row] = await db
    .update(ctcLetters)
    .set({ status: 'declined', declinedAt: input.now, declineReason: input.reason, declineNote: input.note })
    .where(and(pending(input.id), eq(ctcLetters.candidateId, input.candidateId)))
    .returning();
  return row ?? null;
}

export async function withdrawCtc(db: DbOrTx, input: { id: number; now: Date; reason: string }) {
  const [row] = await db
    .update(ctcLetters)
    .set({ status: 'withdrawn', withdrawnAt: input.now, withdrawReason: input.reason })
    .where(pending(input.id))
    .returning();
  return row ?? null;
}
