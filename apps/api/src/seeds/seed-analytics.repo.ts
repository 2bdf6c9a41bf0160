// The demo analytics' statements (decision 024): the collector's events are
// history no service writes at past dates, so they go in as rows.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { analyticsEvents } from '../db/schema/analytics.ts';

export type SeedAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function hasAnalyticsEvent(db: Db, messageId: string) {
  const [found] = await db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.messageId, messageId));
  return Boolean(found);
}

/**
 * Every event in one statement, sent as one JSON document (thousands of rows
 * bound one parameter at a time cost more than the demo's whole catalogue);
 * an event already there (by message id) stays.
 */
export async function insertAnalyticsEvents(db: Db, rows: SeedAnalyticsEvent[]) {
  const document = JSON.stringify(
    rows.map((row) => ({
      message_id: row.messageId,
      type: row.type,
      event: row.event ?? null,
      anonymous_id: row.anonymousId ?? null,
      user_id: row.userId ?? null,
      properties: row.properties ?? {},
      context: row.context ?? {},
      source: row.source ?? 'T500-Direct',
      variant: row.variant ?? null,
      flow_type: row.flowType ?? null,
      occurred_at: row.occurredAt.toISOString(),
      received_at: row.receivedAt.toISOString(),
    })),
  );
  await db.execute(sql`
    INSERT INTO analytics_events (message_id, type, event, anonymous_id, user_id, properties, context, source, variant,
      flow_type, occurred_at, received_at)
    SELECT message_id, type, event, anonymous_id, user_id, properties, context, source, variant, flow_type,
      occurred_at, received_at
    FROM jsonb_to_recordset(${document}::jsonb) AS r(message_id text, type text, event text, anonymous_id text,
      user_id text, properties jsonb, context jsonb, source text, variant integer, flow_type text,
      occurred_at timestamptz, received_at timestamptz)
    ON CONFLICT (message_id) DO NOTHING`);
}
