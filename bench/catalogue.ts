// The synthetic job catalogue of the benchmarks: 400 companies and as many
// jobs as asked (titles from seniority, technology and role; three skills;
// places in India, Europe and the US; a fifth remote), loaded through the same
// catalogue service as the admin command line. The same seed gives the same
// catalogue, so runs compare.
import type { Database } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { createCatalogueService } from '../apps/api/src/modules/jobs/catalogue.service.ts';

export const COMPANIES = 400;
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SENIORITY = ['', '', 'Junior', 'Senior', 'Senior', 'Lead', 'Staff', 'Principal'];
const TECH = [
  'Python',
  'Java',
  'Go',
  'Rust',
  'React',
  'Angular',
  'Vue',
  'Node.js',
  'TypeScript',
  'Kotlin',
  'Swift',
  'Flutter',
  'Scala',
  'Ruby',
  'PHP',
  '.NET',
  'C++',
  'Elixir',
  'Django',
  'Spring',
  'Kubernetes',
  'AWS',
  'Azure',
  'GCP',
  'Terraform',
  'Spark',
  'Kafka',
  'Snowflake',
  'Airflow',
  'PostgreSQL',
  'MongoDB',
  'Salesforce',
  'SAP',
  'Figma',
  'Unity',
  'Solidity',
  'PyTorch',
  'TensorFlow',
  'Selenium',
  'Playwright',
];
const ROLES: [string, string, string][] = [
  ['Developer', 'Engineering', 'Backend'],
  ['Engineer', 'Engineering', 'Backend'],
  ['Backend Engineer', 'Engineering', 'Backend'],
  ['Frontend Engineer', 'Engineering', 'Frontend'],
  ['Full Stack Developer', 'Engineering', 'Full Stack'],
  ['Data Engineer', 'Data', 'Data Engineering'],
  ['Data Scientist', 'Data', 'Data Science'],
  ['Machine Learning Engineer', 'Data', 'Machine Learning'],
  ['DevOps Engineer', 'Engineering', 'DevOps'],
  ['Site Reliability Engineer', 'Engineering', 'DevOps'],
  ['QA Engineer', 'Engineering', 'Quality'],
  ['Mobile Developer', 'Engineering', 'Mobile'],
  ['Solutions Architect', 'Engineering', 'Architecture'],
  ['Consultant', 'Business', 'Consulting'],
  ['Business Analyst', 'Business', 'Analysis'],
  ['Product Manager', 'Product', 'Product Management'],
  ['Product Designer', 'Design', 'UX Design'],
  ['Engineering Manager', 'Engineering', 'Management'],
  ['Security Engineer', 'Engineering', 'Security'],
  ['Support Engineer', 'Engineering', 'Support'],
];
const DOMAINS = [
  'payments',
  'logistics',
  'healthcare',
  'insurance',
  'retail',
  'gaming',
  'education',
  'travel',
  'media',
  'energy',
  'telecom',
  'banking',
  'food delivery',
  'real estate',
  'automotive',
  'biotech',
  'security',
  'advertising',
];
const PLACES: [string, string][] = [
  ['Bengaluru, Karnataka, India', 'IN'],
  ['Hyderabad, Telangana, India', 'IN'],
  ['Pune, Maharashtra, India', 'IN'],
  ['Chennai, Tamil Nadu, India', 'IN'],
  ['Gurugram, Haryana, India', 'IN'],
  ['Mumbai, Maharashtra, India', 'IN'],
  ['Noida, Uttar Pradesh, India', 'IN'],
  ['Kolkata, West Bengal, India', 'IN'],
  ['Ahmedabad, Gujarat, India', 'IN'],
  ['Kochi, Kerala, India', 'IN'],
  ['Berlin, Germany', 'DE'],
  ['Munich, Germany', 'DE'],
  ['London, United Kingdom', 'GB'],
  ['Manchester, United Kingdom', 'GB'],
  ['Austin, Texas, United States', 'US'],
  ['Seattle, Washington, United States', 'US'],
  ['New York, New York, United States', 'US'],
  ['Toronto, Ontario, Canada', 'CA'],
  ['Singapore', 'SG'],
  ['Dubai, United Arab Emirates', 'AE'],
  ['Amsterdam, Netherlands', 'NL'],
  ['Warsaw, Poland', 'PL'],
  ['Lisbon, Portugal', 'PT'],
  ['Sydney, New South Wales, Australia', 'AU'],
];
const SENTENCES = [
  'You will design and run {tech} services that handle millions of {domain} transactions every day.',
  'Our {domain} platform is growing fast and we need people who care about reliability and clean code.',
  'You will pair with product and design to ship features our {domain} customers love.',
  'We value written communication, thoughtful code reviews and automated tests.',
  'Experience with {tech2} and {tech3} is a plus; curiosity matters more than a checklist.',
  'The team works across time zones with a few hours of overlap for planning and demos.',
  'You will mentor colleagues, improve our observability and take part in an on-call rotation.',
  'We offer learning budgets, flexible hours and a hardware allowance.',
];

export function generateJobs(count: number) {
  const random = prng(500);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const jobs: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const tech = pick(TECH);
    const [role, category, sub] = pick(ROLES);
    const seniority = pick(SENIORITY);
    const title = [seniority, tech, role].filter(Boolean).join(' ');
    const domain = pick(DOMAINS);
    const fill = (s: string) =>
      s
        .replace('{tech}', tech)
        .replace('{domain}', domain)
        .replace('{tech2}', pick(TECH))
        .replace('{tech3}', pick(TECH));
    const description = [0, 1, 2]
      .map(() => `<p>${[pick(SENTENCES), pick(SENTENCES), pick(SENTENCES)].map(fill).join(' ')}</p>`)
      .join('');
    const remote = random() < 0.2;
    const [place, country] = pick(PLACES);
    const min = pick([0, 1, 2, 3, 5, 8, 10]);
    const salary = random() < 0.6;
    const base = country === 'IN' ? 1_200_000 : 70_000;
    jobs.push({
      job_code: `B-${i}`,
      company: `bench-company-${i % COMPANIES}`,
      title,
      description,
      location: remote ? `Remote (${place.split(', ').at(-1)})` : place,
      country_code: country,
      is_remote: remote,
      employment_type: random() < 0.1 ? 'CONTRACTOR' : 'FULL_TIME',
      job_category: category,
      job_sub_category: sub,
      skills: [tech, pick(TECH), pick(TECH)].filter((v, k, all) => all.indexOf(v) === k),
      experience_min: min,
      experience_max: min + pick([2, 3, 4, 5]),
      salary_min: salary ? Math.round(base * (1 + min / 5)) : null,
      salary_max: salary ? Math.round(base * (1.5 + min / 5)) : null,
      salary_currency: salary ? (country === 'IN' ? 'INR' : 'USD') : null,
      is_anonymized: random() < 0.02,
      is_published: random() > 0.01,
    });
  }
  return jobs;
}

/** Companies and `count` jobs through the catalogue service, published over the last 90 days; seconds taken. */
export async function loadCatalogue(database: Database, count: number) {
  await migrate(database);
  // older batches first: published dates spread over the last 90 days
  let publishedAt = new Date();
  const catalogue = createCatalogueService({ db: database.db, now: () => publishedAt });
  await catalogue.importCompanies(
    Array.from({ length: COMPANIES }, (_, i) => ({ slug: `bench-company-${i}`, name: `Bench Company ${i}` })),
  );
  const jobs = generateJobs(count);
  const started = performance.now();
  const day = 86_400_000;
  const batch = 2000;
  for (let start = 0; start < jobs.length; start += batch) {
    publishedAt = new Date(Date.now() - Math.round((1 - start / jobs.length) * 90 * day));
    await catalogue.importJobs(jobs.slice(start, start + batch));
  }
  return (performance.now() - started) / 1000;
}
