import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/platform.ts';

export async function listCompanySlugs(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ slug: companies.slug }).from(companies).orderBy(asc(companies.slug));
  return rows.map((row) => row.slug);
}
