// A company's hiring figures (decision 048), for the caller's company only.
import { BOARD_COLUMNS, type BoardColumn } from '@talent/contracts/application-lifecycle';
import { FUNNEL_COLUMNS, sourceLabel, type CompanyAnalytics } from '@talent/contracts/company-analytics';
import type { Db } from '../../db/client.ts';
import type { HiringContext } from '../../plugins/auth-guard.ts';
import * as repo from './company-analytics.repo.ts';

const DAY_MS = 86_400_000;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

function median(sorted: number[]): number | null {
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function createCompanyAnalyticsService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  return {
    async figures(hiring: HiringContext, query: { days: number }): Promise<CompanyAnalytics> {
      const now = deps.now();
      const since = new Date(now.getTime() - query.days * DAY_MS);
      const [cells, reached, toHire, stays, offers, bySource] = await Promise.all([
        repo.applicantsByJobAndColumn(db, hiring.companyId, since),
        repo.furthestReached(db, hiring.companyId, since),
        repo.daysToHire(db, hiring.companyId, since),
        repo.timeInColumn(db, hiring.companyId, since, now),
        repo.offerOutcomes(db, hiring.companyId, since),
        repo.sources(db, hiring.companyId, since),
      ]);

      const byColumn = Object.fromEntries(BOARD_COLUMNS.map((column) => [column, 0])) as Record<BoardColumn, number>;
      const jobs = new Map<number, CompanyAnalytics['by_job'][number]>();
      for (const cell of cells) {
        const column = cell.board_column as BoardColumn;
        byColumn[column] += cell.n;
        const job = jobs.get(cell.job_id) ?? { job_id: cell.job_id, title: cell.title, total: 0, columns: {} };
        job.columns[column] = (job.columns[column] ?? 0) + cell.n;
        job.total += cell.n;
        jobs.set(cell.job_id, job);
      }

      // reached(i): applications whose furthest column is i or later
      const reachedAt = (index: number) =>
        reached.filter((row) => row.furthest >= index).reduce((sum, row) => sum + row.n, 0);
      const conversion = FUNNEL_COLUMNS.slice(0, -1).map((from, index) => {
        const here = reachedAt(index);
        const next = reachedAt(index + 1);
        return { from, to: FUNNEL_COLUMNS[index + 1]!, reached: here, moved_on: next, percent: percentOf(next, here) };
      });

      const days = toHire.map((row) => Number(row.days));
      const answered = offers.accepted + offers.declined + offers.expired;
      return {
        days: query.days,
        total: Object.values(byColumn).reduce((sum, n) => sum + n, 0),
        by_column: BOARD_COLUMNS.map((column) => ({ column, applicants: byColumn[column] })),
        by_job: [...jobs.values()],
        conversion,
        time_to_hire: {
          hired: days.length,
          average_days: days.length ? oneDecimal(days.reduce((sum, d) => sum + d, 0) / days.length) : null,
          median_days: days.length ? oneDecimal(median(days)!) : null,
        },
        time_in_stage: BOARD_COLUMNS.flatMap((column) => {
          const row = stays.find((stay) => stay.board_column === column);
          return row ? [{ column, applications: row.applications, average_days: Number(row.average_days) }] : [];
        }),
        offers: { ...offers, acceptance_percent: percentOf(offers.accepted, answered) },
        sources: bySource.map((row) => ({
          source: sourceLabel(row.source),
          applicants: row.applicants,
          hired: row.hired,
        })),
      };
    },
  };
}

export type CompanyAnalyticsService = ReturnType<typeof createCompanyAnalyticsService>;
