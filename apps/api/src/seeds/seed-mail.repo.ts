// The e-mails the demo's steps send (decision 050) never leave the server:
// they are addressed to the demo accounts, whose domain no one here owns. Once
// the seeds have run, the ones they queued (after the queue's mark taken
// before them) go to the development outbox table instead, where they are read outside production
// (/api/dev/outbox/) and only kept in it.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf, textArray } from '../db/raw-query.ts';
import { EMAIL_JOB } from '../lib/mail.ts';

/** The queue's last job now: what is queued after it is the seeds' own. */
export async function queueMark(db: DbOrTx): Promise<number> {
  const rows = await rowsOf<{ mark: string }>(db, sql`SELECT coalesce(max(id), 0) AS mark FROM queue_jobs`);
  return Number(rows[0]?.mark ?? 0);
}

/** Moves the unsent e-mails to these addresses queued after `mark` into the outbox table; how many moved. */
export async function keepQueuedMailInOutbox(db: DbOrTx, addresses: readonly string[], mark: number): Promise<number> {
  const rows = await rowsOf<{ moved: number }>(
    db,
    sql`WITH moved AS (
          DELETE FROM queue_jobs
          WHERE id > ${mark} AND kind = ${EMAIL_JOB} AND done_at IS NULL AND locked_until IS NULL
            AND lower(payload->>'to') = ANY(${textArray(addresses.map((address) => address.toLowerCase()))})
          RETURNING payload),
        kept AS (
          INSERT INTO dev_outbox (to_address, subject, text_body, html_body, attachments)
          SELECT payload->>'to', payload->>'subject', payload->>'text', payload->>'html',
                 coalesce(payload->'attachments', '[]'::jsonb)
          FROM moved
          RETURNING 1)
        SELECT count(*)::int AS moved FROM kept`,
  );
  return Number(rows[0]?.moved ?? 0);
}
