// The enterprise catalogue of spec 02 §7 'Other': the regions and countries
// enterprise hiring covers, and insights computed from the live catalogue.
import { countryLabel } from '@talent/contracts/countries';
import type { Insights } from '@talent/contracts/content';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './enterprise.repo.ts';

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
      const f = await repo.catalogueFigures(db);
      const skills = await repo.topSkillsOfOpenJobs(db, 5);
      const share = f.openJobs ? Math.round((100 * f.remoteJobs) / f.openJobs) : 0;
      return {
        generated_at: now().toISOString(),
        insights: [
          { label: 'Open jobs', value: String(f.openJobs), description: 'Jobs taking applications now.' },
          {
            label: 'Hiring companies',
            value: String(f.hiringCompanies),
            description: 'Companies with at least one open job.',
          },
          { label: 'Remote share', value: `${share}%`, description: 'Open jobs that can be done remotely.' },
          { label: 'Candidates', value: String(f.candidates), description: 'Candidate accounts on the platform.' },
          {
            label: 'Most requested skills',
            value: skills.join(', ') || '—',
            description: 'Skills named most often in open jobs.',
          },
        ],
      };
    },
  };
}

export type EnterpriseService = ReturnType<typeof createEnterpriseService>;
