// Ids and pages, declared once for every endpoint: path and body ids are
// bounded by the PostgreSQL integer range, lists are paged DRF-style.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './job-query.ts';

/** The largest id a PostgreSQL integer column holds; bigger ids are refused as 400, never sent to the database. */
export const MAX_ID = 2147483647;
/** Every id the API reads from a request (path, query or body). */
export const IdSchema = z.coerce.number().int().positive().max(MAX_ID);

/** ?page=&page_size= of a paged list. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** A paginated list: {count, next, previous, results}. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
