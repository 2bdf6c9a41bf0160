// Queries of the development outbox: what the app "sent" when no SMTP server
// or SMS provider is configured.
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { devOutbox } from '../../db/schema/platform.ts';

export interface OutboxMessage {
  toAddress: string;
  subject: string;
  textBody: string;
  createdAt: Date;
}

/** Newest first, optionally only those to one address (case-insensitive). */
export async function listOutboxMessages(
  db: DbOrTx,
  { to, limit }: { to?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const rows = await db
    .select({
      toAddress: devOutbox.toAddress,
      subject: devOutbox.subject,
      textBody: devOutbox.textBody,
      createdAt: devOutbox.createdAt,
    })
    .from(devOutbox)
    .where(to ? eq(sql`lower(${devOutbox.toAddress})`, to) : undefined)
    .orderBy(desc(devOutbox.id))
    .limit(limit);
  return rows;
}
