// /hire/jobs/:jobId/applicants/ (decision 047): a job's applicants as a table,
// sorted by date, stage or fit and filtered by stage, source, tag or rating on
// the server; the query lives in the address, so a reload or a shared link
// shows the same page. Rows are selected for bulk actions.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  APPLICANT_TABLE_SORTS,
  APPLICANT_TABLE_SORT_LABELS,
  RATING_FILTERS,
  type ApplicantTableQuery,
  type ApplicantTableSort,
  type RatingFilter,
} from '@talent/contracts/applicant-table';
import { APPLICATION_STAGES, APPLICATION_STAGE_LABELS } from '@talent/contracts/application-timeline';
import { counted } from '@talent/contracts/plurals';
import { pathTo } from '@talent/contracts/routes';
import { RECOMMENDATION_LABELS } from '@talent/contracts/scorecards';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { dateText } from '../../../lib/dates.ts';
import hiring from '../../components/hiring.module.css';
import { WorkspaceNotFound } from '../../components/workspace-not-found.tsx';
import { workspaceTitle } from '../../components/workspace-title.ts';
import { applicantTableQuery, queryFromSearch, searchFromQuery } from './api/applicants-api.ts';
import styles from './applicants.module.css';
import { BulkActions } from './components/bulk-actions.tsx';
import { TagCell } from './components/tag-cell.tsx';

const RATING_LABELS: Record<RatingFilter, string> = { ...RECOMMENDATION_LABELS, none: 'No scorecard yet' };

export function ApplicantsScreen() {
  const jobId = Number(useParams().jobId);
  const [search, setSearch] = useSearchParams();
  const query = queryFromSearch(search);
  const sort = query.sort ?? 'applied_at';
  const order = query.order ?? 'desc';
  const table = useQuery({ ...applicantTableQuery(jobId, query), placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<number[]>([]);
  const data = table.data;
  const rows = data?.results ?? [];

  /** A new query: filters and sorts start again at the first page; the selection is kept. */
  const update = (change: Partial<ApplicantTableQuery>) => {
    const next = { ...query, ...change };
    if (!('page' in change)) delete next.page;
    setSearch(searchFromQuery(next));
  };
  const sortBy = (by: ApplicantTableSort) =>
    update({ sort: by, order: sort === by && order === 'desc' ? 'asc' : 'desc' });
  const ariaSort = (by: ApplicantTableSort) =>
    sort === by ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
  const toggle = (id: number) =>
    setSelected(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const allOnPage = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  const page = data?.page ?? 1;

  if (table.error instanceof ApiError && table.error.status === 404) return <WorkspaceNotFound />;
  const sortHeader = (by: ApplicantTableSort) => (
    <th scope="col" aria-sort={ariaSort(by)}>
      <button type="button" onClick={() => sortBy(by)}>
        {APPLICANT_TABLE_SORT_LABELS[by]}
      </button>
    </th>
  );
  return (
    <main id="main" className={hiring.page}>
      <PageHead title={workspaceTitle(data ? `Applicants · ${data.job.title}` : 'Applicants')} exactTitle />
      <div className={hiring.titleRow}>
        <h1>{data ? `Applicants · ${data.job.title}` : 'Applicants'}</h1>
        <Link to={pathTo('hireJob', { jobId })}>Board</Link>
      </div>
      <form className={styles.filters} aria-label="Filter and sort" onSubmit={(event) => event.preventDefault()}>
        <label>
          Stage
          <select
            value={query.stage ?? ''}
            onChange={(event) => update({ stage: (event.target.value || undefined) as ApplicantTableQuery['stage'] })}
          >
            <option value="">All stages</option>
            {APPLICATION_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {APPLICATION_STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Source
          <select value={query.source ?? ''} onChange={(event) => update({ source: event.target.value || undefined })}>
            <option value="">All sources</option>
            {[...new Set([...(data?.sources ?? []), ...(query.source ? [query.source] : [])])].map((source) => (
              <option key={source}>{source}</option>
            ))}
          </select>
        </label>
        <label>
          Tag
          <select value={query.tag ?? ''} onChange={(event) => update({ tag: event.target.value || undefined })}>
            <option value="">All tags</option>
            {[...new Set([...(data?.tags ?? []), ...(query.tag ? [query.tag] : [])])].map((tag) => (
              <option key={tag}>{tag}</option>
            ))}
          </select>
        </label>
        <label>
          Rating
          <select
            value={query.rating ?? ''}
            onChange={(event) => update({ rating: (event.target.value || undefined) as RatingFilter | undefined })}
          >
            <option value="">Any rating</option>
            {RATING_FILTERS.map((rating) => (
              <option key={rating} value={rating}>
                {RATING_LABELS[rating]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sort by
          <select value={sort} onChange={(event) => update({ sort: event.target.value as ApplicantTableSort })}>
            {APPLICANT_TABLE_SORTS.map((by) => (
              <option key={by} value={by}>
                {APPLICANT_TABLE_SORT_LABELS[by]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Order
          <select value={order} onChange={(event) => update({ order: event.target.value as 'asc' | 'desc' })}>
            <option value="desc">
              {sort === 'fit' ? 'Best first' : sort === 'stage' ? 'Furthest first' : 'Newest first'}
            </option>
            <option value="asc">
              {sort === 'fit' ? 'Weakest first' : sort === 'stage' ? 'Earliest first' : 'Oldest first'}
            </option>
          </select>
        </label>
      </form>
      {table.isError && !(table.error instanceof ApiError && table.error.status === 404) && (
        <p role="alert" className={hiring.error}>
          {firstErrorMessage(table.error instanceof ApiError ? table.error.data : null) ?? 'The table could not load.'}
        </p>
      )}
      <BulkActions
        selected={selected}
        names={new Map(rows.map((row) => [row.id, row.name]))}
        onFinished={() => setSelected([])}
      />
      <p className={styles.count} role="status">
        {data ? counted(data.count, 'applicant', 'applicants') : 'Loading…'}
      </p>
      <table className={`${hiring.table} ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Select every applicant on this page"
                checked={allOnPage}
                onChange={() =>
                  setSelected(
                    allOnPage
                      ? selected.filter((id) => !rows.some((row) => row.id === id))
                      : [...new Set([...selected, ...rows.map((row) => row.id)])],
                  )
                }
              />
            </th>
            <th scope="col">Name</th>
            {sortHeader('stage')}
            {sortHeader('fit')}
            <th scope="col">Source</th>
            <th scope="col">Tags</th>
            <th scope="col">Rating</th>
            {sortHeader('applied_at')}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${row.name}`}
                  checked={selected.includes(row.id)}
                  onChange={() => toggle(row.id)}
                />
              </td>
              <td>
                <Link to={pathTo('hireApplication', { applicationId: row.id })}>{row.name}</Link>
                <br />
                <small className={styles.muted}>{row.email}</small>
              </td>
              <td data-label="Stage">{row.stage_label}</td>
              <td data-label="Fit">
                {/* decision 038: the score with the evidence behind it */}
                <strong>{row.fit.score}%</strong> <small className={styles.muted}>{row.fit.summary}</small>
              </td>
              <td data-label="Source">{row.source || '—'}</td>
              <td>
                <TagCell applicationId={row.id} name={row.name} tags={row.tags} />
              </td>
              <td data-label="Rating">
                {row.rating
                  ? `${RECOMMENDATION_LABELS[row.rating.recommendation]} (${counted(row.rating.scorecards, 'scorecard', 'scorecards')})`
                  : '—'}
              </td>
              <td data-label="Applied">{dateText(row.applied_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && data.count === 0 && <p>No applicants match these filters.</p>}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Pages">
          <button
            type="button"
            className={hiring.secondary}
            disabled={page <= 1}
            onClick={() => update({ page: page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className={hiring.secondary}
            disabled={page >= pages}
            onClick={() => update({ page: page + 1 })}
          >
            Next
          </button>
        </nav>
      )}
    </main>
  );
}
