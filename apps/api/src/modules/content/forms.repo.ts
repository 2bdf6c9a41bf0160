// What the public forms keep (decision 023): contact messages, enterprise
// enquiries and newsletter subscriptions. Queries only.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export async function insertContactMessage(
  db: DbOrTx,
  message: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  await db.execute(sql`INSERT INTO contact_messages (name, email, subject, message)
    VALUES (${message.name}, ${message.email}, ${message.subject}, ${message.message})`);
}

export interface EnquiryValues {
  source: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  country: string;
  teamSize: string;
  message: string;
  campaign: string | null;
}

export async function insertEnquiry(db: DbOrTx, enquiry: EnquiryValues): Promise<void> {
  await db.execute(sql`INSERT INTO enterprise_enquiries
      (source, name, email, company, phone, country, team_size, message, campaign)
    VALUES (${enquiry.source}, ${enquiry.name}, ${enquiry.email}, ${enquiry.company}, ${enquiry.phone},
      ${enquiry.country}, ${enquiry.teamSize}, ${enquiry.message}, ${enquiry.campaign})`);
}

/**
 * Starts (or restarts) a subscription with fresh token hashes; an address
 * already confirmed stays confirmed. Answers the subscription's status.
 */
export async function upsertPendingSubscription(
  db: DbOrTx,
  subscription: { email: string; confirmTokenHash: string; unsubscribeTokenHash: string },
): Promise<SubscriptionStatus | null> {
  const rows = await rowsOf<{ status: SubscriptionStatus }>(
    db,
    sql`INSERT INTO newsletter_subscriptions (email, status, confirm_token_hash, unsubscribe_token_hash)
        VALUES (${subscription.email}, 'pending', ${subscription.confirmTokenHash}, ${subscription.unsubscribeTokenHash})
        ON CONFLICT (lower(email)) DO UPDATE SET
          status = CASE WHEN newsletter_subscriptions.status = 'confirmed' THEN 'confirmed' ELSE 'pending' END,
          confirm_token_hash = excluded.confirm_token_hash,
          unsubscribe_token_hash = excluded.unsubscribe_token_hash
        RETURNING status`,
  );
  return rows[0]?.status ?? null;
}

/** Confirms the subscription behind a confirmation token unless it was unsubscribed; false when none. */
export async function confirmSubscriptionByTokenHash(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = now()
        WHERE confirm_token_hash = ${tokenHash} AND status <> 'unsubscribed' RETURNING id`,
  );
  return rows.length > 0;
}

/** Ends the subscription behind an unsubscribe token; false when none. */
export async function unsubscribeByTokenHash(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`UPDATE newsletter_subscriptions SET status = 'unsubscribed', unsubscribed_at = now()
        WHERE unsubscribe_token_hash = ${tokenHash} RETURNING id`,
  );
  return rows.length > 0;
}
