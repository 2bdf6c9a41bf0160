// The enterprise catalogue of spec 02 §7 'Other': the regions and countries
// enterprise hiring covers, and insights computed from the live catalogue.
import { sql } from 'drizzle-orm';
import { countryLabel } from '@talent/contracts/countries';
import type { Insights } from '@talent/contracts/content';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';
import { notFound } from '../../lib/errors.ts';

/** Where enterprise customers can hire through us, by region. */
export const ENTERPRISE_REGIONS = [
  { code: 'apac', name: 'Asia Pacific', countries: ['IN', 'SG', 'AU', 'PH', 'MY', 'ID', 'VN', 'JP', 'NZ'] },
  {
    code: 'emea',
    name: 'Europe, Middle East and Africa',
    countries: ['GB', 'DE', 'NL', 'FR', 'IE', 'PL', 'ES', 'PT', 'AE', 'ZA', 'KE', 'NG', 'EG'],
  },
  { code: 'americas', name: 'Americas', countries: ['US', 'CA', 'MX', 'BR', 'AR', 'CO', 'CL'] },
] as const;

export function createEnterpriseService({ db, now }: { db: Db; now: () => Date }) {
  return {
    regions: () =>
      ENTERPRISE_REGIONS.map((region) => ({
        code: region.code,
        name: region.name,
        countries: region.countries.map(countryLabel),
      })),
    countries(region?: string) {
      const regions = region ? ENTERPRISE_REGIONS.filter((r) => r.code === region) : ENTERPRISE_REGIONS;
      if (!regions.length) throw notFound();
      return regions
        .flatMap((r) => r.countries.map((code) => ({ code, name: countryLabel(code), region: r.code })))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    async insights(): Promise<Insights> {
      const [facts] = await rowsOf<{ open_jobs: number; companies: number; remote: number; candidates: number }>(
        db,
        sql`SELECT
              (SELECT count(*)::int FROM jobs WHERE is_published) AS open_jobs,
              (SELECT count(DISTINCT company_id)::int FROM jobs WHERE is_published) AS companies,
              (SELECT count(*)::int FROM jobs WHERE is_published AND is_remote) AS remote,
              (SELECT count(*)::int FROM candidates) AS candidates`,
      );
      const skills = await rowsOf<{ skill: string; n: number }>(
        db,
        sql`SELECT skill, count(*)::int AS n FROM jobs, unnest(skills) AS skill WHERE is_published
            GROUP BY skill ORDER BY n DESC, skill LIMIT 5`,
      );
      const f = facts ?? { open_jobs: 0, companies: 0, remote: 0, candidates: 0 };
      const share = f.open_jobs ? Math.round((100 * f.remote) / f.open_jobs) : 0;
      return {
        generated_at: now().toISOString(),
        insights: [
          { label: 'Open jobs', value: String(f.open_jobs), description: 'Jobs taking applications now.' },
          {
            label: 'Hiring companies',
            value: String(f.companies),
            description: 'Companies with at least one open job.',
          },
          { label: 'Remote share', value: `${share}%`, description: 'Open jobs that can be done remotely.' },
          { label: 'Candidates', value: String(f.candidates), description: 'Candidate accounts on the platform.' },
          {
            label: 'Most requested skills',
            value: skills.map((s) => s.skill).join(', ') || '—',
            description: 'Skills named most often in open jobs.',
          },
        ],
      };
    },
  };
}

export type EnterpriseService = ReturnType<typeof createEnterpriseService>;
