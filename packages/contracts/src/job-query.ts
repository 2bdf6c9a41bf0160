// The job filter query of spec 02 §2 and small job constants, free of zod so
// the first page a visitor opens does not download the schema library; the
// zod schemas built on them are in jobs.ts.

/** spec 02 §2: the job filter query keys, plus remote and paging. */
export const JOB_FILTER_KEYS = ['search_term', 'experience_range', 'location', 'job_sub_category', 'company'] as const;
export const JOB_QUERY_KEYS = [...JOB_FILTER_KEYS, 'remote', 'page'] as const;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The experience bands offered as filters; any 'a-b' or 'a+' value is accepted. */
export const EXPERIENCE_RANGES = [
  { value: '0-2', label: '0–2 years' },
  { value: '2-5', label: '2–5 years' },
  { value: '5-8', label: '5–8 years' },
  { value: '8-12', label: '8–12 years' },
  { value: '12+', label: '12+ years' },
] as const;

const EXPERIENCE_RANGE_PATTERN = /^(\d{1,2})\s*(?:-\s*(\d{1,2})|\+)$/;

export function parseExperienceRange(value: string): { min: number; max: number } | null {
  const match = EXPERIENCE_RANGE_PATTERN.exec(value.trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? 99 : Number(match[2]);
  return min <= max ? { min, max } : null;
}

/** Comma-separated lists (job_sub_category, company) as trimmed values. */
export const splitList = (value: string | undefined | null) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** The filters as they live in the page URL (back/forward restore them). */
export interface JobFilterState {
  search_term?: string;
  experience_range?: string;
  location?: string;
  job_sub_category?: string;
  company?: string;
  remote?: boolean;
  page?: number;
}

export function filtersFromSearchParams(params: URLSearchParams): JobFilterState {
  const state: JobFilterState = {};
  for (const key of JOB_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) state[key] = value;
  }
  const remote = params.get('remote');
  if (remote === 'true') state.remote = true;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) state.page = page;
  return state;
}

export function filtersToQuery(state: JobFilterState): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of JOB_FILTER_KEYS) {
    const value = state[key]?.trim();
    if (value) query[key] = value;
  }
  if (state.remote) query.remote = 'true';
  if (state.page && state.page > 1) query.page = String(state.page);
  return query;
}

/** spec 01 §3: recentlyViewedJobs in local storage keeps this many ids, newest first. */
export const RECENTLY_VIEWED_MAX = 20;

/** The line above results that match only some of the words (decision 037). */
export const partialMatchNotice = (term: string) => `No job matches all of ${term.trim()}; these match some of it`;
