// The collector's append-only event store (decision 024): queries only.
import type { DbOrTx } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';

export interface EventValues {
  messageId: string;
  type: string;
  event: string | null;
  anonymousId: string | null;
  userId: string | null;
  properties: Record<string, unknown>;
  context: Record<string, unknown>;
  source: string;
  variant: number | null;
  flowType: string | null;
  occurredAt: Date;
  receivedAt: Date;
}

/** Stores the events whose message id is new; answers the message ids stored. */
export async function insertNewEvents(db: DbOrTx, events: readonly EventValues[]): Promise<string[]> {
  const stored = await db
    .insert(analyticsEvents)
    .values([...events])
    .onConflictDoNothing({ target: analyticsEvents.messageId })
    .returning({ messageId: analyticsEvents.messageId });
  return stored.map((row) => row.messageId);
}
