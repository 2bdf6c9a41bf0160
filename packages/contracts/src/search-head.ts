// The head tags of the job lists (spec 02 §9), and the head type and the
// description rule the job and company pages share with them (job-pages.ts).
// Its own module so that a job list's first visit carries only this of the
// pages' metadata (decision 052).
import { BRAND } from './page-shell.ts';
import type { JobFilterState } from './job-query.ts';

export interface HeadInfo {
  title: string;
  /** The title is a complete spec 02 §9 pattern: no brand suffix is added to it. */
  exactTitle?: boolean;
  description: string;
  /** undefined: the route's entry in the indexing table decides. */
  indexable?: boolean;
  canonicalPath: string;
  image?: string;
  jsonLd?: unknown[];
}

const DESCRIPTION_MAX = 160;

export function truncate(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** spec 02 §9 '{term} Jobs | Remote & Full-Time Opportunities' for job lists with a search term. */
export function searchHead(path: string, filters: JobFilterState, fallbackTitle: string): HeadInfo {
  const term = filters.search_term?.trim();
  const canonicalQuery = term ? `?search_term=${encodeURIComponent(term)}` : '';
  if (!term) return { title: fallbackTitle, description: defaultSearchDescription(), canonicalPath: path };
  const pretty = term.replace(/\b\w/g, (c) => c.toUpperCase());
  return {
    title: `${pretty} Jobs | Remote & Full-Time Opportunities`,
    exactTitle: true,
    description: truncate(
      `Find ${term} jobs at top companies: remote and full-time roles, filtered by experience, location and category.`,
    ),
    canonicalPath: `${path}${canonicalQuery}`,
  };
}

const defaultSearchDescription = () =>
  `Search remote and full-time jobs at top companies by keyword, experience, location, category and company on ${BRAND}.`;
