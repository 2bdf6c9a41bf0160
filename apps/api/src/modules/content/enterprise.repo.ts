// Figures for the enterprise insights (spec 02 §7 'Other'), read from the
// live catalogue: queries only.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';

export interface CatalogueFigures {
  openJobs: number;
  hiringCompanies: number;
  remoteJobs: number;
  candidates: number;
}

export async function catalogueFigures(db: DbOrTx): Promise<CatalogueFigures> {
  const [row] = await rowsOf<{ open_jobs: number; companies: number; remote: number; candidates: number }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM jobs WHERE is_published) AS open_jobs,
          (SELECT count(DISTINCT company_id)::int FROM jobs WHERE is_published) AS companies,
          (SELECT count(*)::int FROM jobs WHERE is_published AND is_remote) AS remote,
          (SELECT count(*)::int FROM candidates) AS candidates`,
  );
  return {
    openJobs: row?.open_jobs ?? 0,
    hiringCompanies: row?.companies ?? 0,
    remoteJobs: row?.remote ?? 0,
    candidates: row?.candidates ?? 0,
  };
}

/** The skills named most often in published jobs, most frequent first. */
export async function topSkillsOfOpenJobs(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ skill: string; n: number }>(
    db,
    sql`SELECT skill, count(*)::int AS n FROM jobs, unnest(skills) AS skill WHERE is_published
        GROUP BY skill ORDER BY n DESC, skill LIMIT ${limit}`,
  );
  return rows.map((row) => row.skill);
}
