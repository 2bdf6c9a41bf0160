// The judged query set (decision 018): queries a candidate types, over the
// demo catalogue (seeds/seed-data.ts), each with the rule that says which jobs
// should come back; every other job should not. search-relevance.test.ts
// measures precision@10, precision over every result, recall and the result
// count per query, and fails below the thresholds recorded here.
import type { JobCard } from '@talent/contracts/jobs';

type Job = Pick<
  JobCard,
  | 'title'
  | 'job_sub_category'
  | 'job_category'
  | 'skills'
  | 'location'
  | 'is_remote'
  | 'experience_min'
  | 'experience_max'
> & { company_slug: string | null };

export interface Judgment {
  query: string;
  kind: 'role' | 'skill' | 'synonym' | 'seniority' | 'company' | 'misspelling' | 'location';
  relevant: (job: Job) => boolean;
}

const sub =
  (...names: string[]) =>
  (job: Job) =>
    names.includes(job.job_sub_category);
const skill =
  (...names: string[]) =>
  (job: Job) =>
    job.skills.some((s) => names.includes(s));
const title = (pattern: RegExp) => (job: Job) => pattern.test(job.title);
const company = (slug: string) => (job: Job) => job.company_slug === slug;
const at = (city: string) => (job: Job) => job.location.includes(city);
const all =
  (...rules: ((job: Job) => boolean)[]) =>
  (job: Job) =>
    rules.every((rule) => rule(job));
const any =
  (...rules: ((job: Job) => boolean)[]) =>
  (job: Job) =>
    rules.some((rule) => rule(job));

const engineering = (job: Job) => job.job_category === 'Engineering' || /engineer|developer|architect/i.test(job.title);
const senior = (job: Job) => /\b(senior|staff|lead|principal|head)\b/i.test(job.title) || job.experience_min >= 5;
const lead = (job: Job) => /\b(staff|lead|principal|head|group)\b/i.test(job.title) || job.experience_min >= 8;
const junior = (job: Job) => /\b(junior|associate|graduate|intern)\b/i.test(job.title) || job.experience_max <= 3;

export const JUDGMENTS: Judgment[] = [
  // role names
  { query: 'engineer', kind: 'role', relevant: engineering },
  { query: 'designer', kind: 'role', relevant: sub('UX Design') },
  { query: 'developer', kind: 'role', relevant: engineering },
  { query: 'data scientist', kind: 'role', relevant: sub('Data Science') },
  { query: 'data engineer', kind: 'role', relevant: sub('Data Engineering') },
  { query: 'product manager', kind: 'role', relevant: sub('Product Management') },
  { query: 'engineering manager', kind: 'role', relevant: sub('Management') },
  { query: 'business analyst', kind: 'role', relevant: sub('Analysis') },
  { query: 'devops engineer', kind: 'role', relevant: sub('DevOps') },
  { query: 'android developer', kind: 'role', relevant: title(/android/i) },
  { query: 'ios developer', kind: 'role', relevant: title(/\bios\b/i) },
  { query: 'frontend engineer', kind: 'role', relevant: sub('Frontend') },
  { query: 'backend developer', kind: 'role', relevant: sub('Backend') },
  { query: 'full stack developer', kind: 'role', relevant: sub('Full Stack') },
  { query: 'qa engineer', kind: 'role', relevant: sub('Quality') },
  { query: 'security engineer', kind: 'role', relevant: sub('Security') },
  { query: 'machine learning engineer', kind: 'role', relevant: sub('Machine Learning') },
  { query: 'salesforce developer', kind: 'role', relevant: sub('CRM') },
  // skills
  { query: 'react', kind: 'skill', relevant: skill('React') },
  { query: 'python', kind: 'skill', relevant: skill('Python') },
  { query: 'java', kind: 'skill', relevant: skill('Java') },
  { query: 'kubernetes', kind: 'skill', relevant: skill('Kubernetes') },
  { query: 'figma', kind: 'skill', relevant: skill('Figma') },
  { query: 'sql', kind: 'skill', relevant: skill('SQL') },
  { query: 'spark', kind: 'skill', relevant: skill('Spark') },
  { query: 'kotlin', kind: 'skill', relevant: skill('Kotlin') },
  { query: 'node.js', kind: 'skill', relevant: skill('Node.js') },
  { query: 'terraform', kind: 'skill', relevant: skill('Terraform') },
  // abbreviations and other spellings
  { query: 'js', kind: 'synonym', relevant: skill('React', 'Node.js', 'TypeScript', 'Next.js') },
  { query: 'sre', kind: 'synonym', relevant: title(/site reliability/i) },
  { query: 'ml', kind: 'synonym', relevant: any(sub('Machine Learning'), skill('Machine Learning')) },
  { query: 'front-end developer', kind: 'synonym', relevant: sub('Frontend') },
  { query: 'k8s', kind: 'synonym', relevant: skill('Kubernetes') },
  { query: 'golang', kind: 'synonym', relevant: skill('Go') },
  { query: 'ux', kind: 'synonym', relevant: sub('UX Design') },
  { query: 'fullstack', kind: 'synonym', relevant: sub('Full Stack') },
  // seniority with a role
  { query: 'senior python', kind: 'seniority', relevant: all(skill('Python'), senior) },
  { query: 'junior developer', kind: 'seniority', relevant: all(engineering, junior) },
  { query: 'lead data engineer', kind: 'seniority', relevant: all(sub('Data Engineering'), lead) },
  { query: 'senior frontend engineer', kind: 'seniority', relevant: all(sub('Frontend'), senior) },
  { query: 'staff engineer', kind: 'seniority', relevant: all(engineering, lead) },
  // company names
  { query: 'northwind', kind: 'company', relevant: company('northwind-labs') },
  { query: 'fjord payments', kind: 'company', relevant: company('fjord-payments') },
  { query: 'saffron', kind: 'company', relevant: company('saffron-foods') },
  // misspellings
  { query: 'pyhton', kind: 'misspelling', relevant: skill('Python') },
  { query: 'reactjs', kind: 'misspelling', relevant: skill('React') },
  { query: 'kubernetis', kind: 'misspelling', relevant: skill('Kubernetes') },
  { query: 'desginer', kind: 'misspelling', relevant: sub('UX Design') },
  { query: 'androd developer', kind: 'misspelling', relevant: title(/android/i) },
  // places
  { query: 'python bangalore', kind: 'location', relevant: all(skill('Python'), at('Bengaluru')) },
  { query: 'remote react', kind: 'location', relevant: all(skill('React'), (job) => job.is_remote) },
  { query: 'designer pune', kind: 'location', relevant: all(sub('UX Design'), at('Pune')) },
  { query: 'devops pune', kind: 'location', relevant: all(sub('DevOps'), at('Pune')) },
  { query: 'jobs in london', kind: 'location', relevant: at('London') },
];

/** Thresholds the judged set must meet (decision 018). */
export const RELEVANCE_THRESHOLDS = {
  /** Mean precision@10 over the queries. */
  meanPrecisionAt10: 0.95,
  /** Every query's precision@10, except the known weak ones below. */
  minPrecisionAt10: 0.8,
  /**
   * Queries known to fall below the minimum, with why. 'lead data engineer': 'data' also matches the
   * category Data, so Staff Machine Learning Engineers (category Data, 8+ years) come back after the one
   * Lead Data Engineer.
   */
  knownWeak: ['lead data engineer'],
  /** Mean share of the relevant published jobs the search finds. */
  meanRecall: 0.9,
};

export interface QueryScore {
  query: string;
  kind: Judgment['kind'];
  count: number;
  precisionAt10: number;
  precision: number;
  recall: number;
  corrected?: string | undefined;
}

/**
 * Scores one query: precision@10 over the first min(10, results) results
 * (1 when nothing relevant exists and nothing comes back), precision over
 * every result, and recall against the relevant jobs of the catalogue.
 */
export function scoreQuery(judgment: Judgment, results: Job[], catalogue: Job[], corrected?: string): QueryScore {
  const top = results.slice(0, 10);
  const relevantTotal = catalogue.filter(judgment.relevant).length;
  const hits = results.filter(judgment.relevant).length;
  return {
    query: judgment.query,
    kind: judgment.kind,
    count: results.length,
    precisionAt10: top.length ? top.filter(judgment.relevant).length / top.length : relevantTotal === 0 ? 1 : 0,
    precision: results.length ? hits / results.length : relevantTotal === 0 ? 1 : 0,
    recall: relevantTotal ? hits / relevantTotal : 1,
    corrected,
  };
}

export function formatScores(scores: QueryScore[]): string {
  const pct = (value: number) => `${(value * 100).toFixed(0)}%`.padStart(5);
  const mean = (pick: (s: QueryScore) => number) => scores.reduce((sum, s) => sum + pick(s), 0) / scores.length;
  return [
    `${'query'.padEnd(28)} ${'kind'.padEnd(12)} count  P@10  prec  recall`,
    ...scores.map(
      (s) =>
        `${s.query.padEnd(28)} ${s.kind.padEnd(12)} ${String(s.count).padStart(5)} ${pct(s.precisionAt10)} ${pct(s.precision)} ${pct(s.recall)}${s.corrected ? `  (searched as '${s.corrected}')` : ''}`,
    ),
    `${'mean'.padEnd(28)} ${''.padEnd(12)} ${''.padStart(5)} ${pct(mean((s) => s.precisionAt10))} ${pct(mean((s) => s.precision))} ${pct(mean((s) => s.recall))}`,
  ].join('\n');
}
