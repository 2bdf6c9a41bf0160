// The company's hiring figures (decision 048) for its admins and recruiters:
// applicants per stage and job, conversion from each stage to the next, time
// to hire, time in stage, offer acceptance and sources, as SVG bar charts
// with their numbers as tables. Part of the analytics screen's lazy chunk.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { BOARD_COLUMN_LABELS, BOARD_COLUMNS } from '@talent/contracts/application-lifecycle';
import { COMPANY_ANALYTICS_PERIODS, type CompanyAnalytics } from '@talent/contracts/company-analytics';
import { counted } from '@talent/contracts/plurals';
import { pathTo } from '@talent/contracts/routes';
import { ApiError, firstErrorMessage } from '../../../../lib/api-client.ts';
import { companyAnalyticsQuery } from '../api/company-analytics-api.ts';
import styles from '../analytics-screen.module.css';
import { BarChart } from './bar-chart.tsx';

const days = (value: number) => counted(value, 'day', 'days');
const percentText = (value: number | null) => (value === null ? '–' : `${value}%`);

function Tiles({ data }: { data: CompanyAnalytics }) {
  const hired = data.by_column.find((row) => row.column === 'hired')?.applicants ?? 0;
  const tiles = [
    { label: 'Applicants', value: String(data.total), note: `applied in the last ${days(data.days)}` },
    { label: 'Hired', value: String(hired), note: `of ${counted(data.total, 'applicant', 'applicants')}` },
    {
      label: 'Time to hire',
      value: data.time_to_hire.median_days === null ? '–' : days(data.time_to_hire.median_days),
      note:
        data.time_to_hire.average_days === null
          ? 'nobody hired yet'
          : `median; average ${days(data.time_to_hire.average_days)}`,
    },
    {
      label: 'Offer acceptance',
      value: percentText(data.offers.acceptance_percent),
      note: `${counted(data.offers.accepted, 'offer', 'offers')} accepted of ${data.offers.accepted + data.offers.declined + data.offers.expired} answered · ${data.offers.sent} sent`,
    },
  ];
  return (
    <ul className={styles.totals} aria-label="Key figures">
      {tiles.map((tile) => (
        <li key={tile.label} className={styles.total}>
          <span className={styles.totalLabel}>{tile.label}</span>
          <strong className={styles.totalValue} data-figure={tile.label}>
            {tile.value}
          </strong>
          <span className={styles.totalNote}>{tile.note}</span>
        </li>
      ))}
    </ul>
  );
}

function ByJob({ data }: { data: CompanyAnalytics }) {
  const columns = BOARD_COLUMNS.filter((column) => data.by_job.some((job) => (job.columns[column] ?? 0) > 0));
  if (!data.by_job.length) return <p>No applicants in this period.</p>;
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Applicants per job and stage">
      <table className={styles.table}>
        <caption>Applicants per job and stage</caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {BOARD_COLUMN_LABELS[column]}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {data.by_job.map((job) => (
            <tr key={job.job_id}>
              <th scope="row">
                <Link to={pathTo('hireJob', { jobId: job.job_id })}>{job.title}</Link>
              </th>
              {columns.map((column) => (
                <td key={column}>{job.columns[column] ?? 0}</td>
              ))}
              <td>{job.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CompanyFigures() {
  const [period, setPeriod] = useState<number>(90);
  const figures = useQuery(companyAnalyticsQuery(period));
  if (figures.error instanceof ApiError && figures.error.status === 403)
    return <p role="alert">{firstErrorMessage(figures.error.data) ?? 'Your role does not show the figures.'}</p>;
  const data = figures.data;
  return (
    <section aria-labelledby="company-figures-heading">
      <h2 id="company-figures-heading">Your company’s hiring</h2>
      <form className={styles.filters} aria-label="Period" onSubmit={(event) => event.preventDefault()}>
        <label>
          Applications made in
          <select value={period} onChange={(event) => setPeriod(Number(event.target.value))}>
            {COMPANY_ANALYTICS_PERIODS.map((value) => (
              <option key={value} value={value}>
                the last {days(value)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <div aria-live="polite" aria-busy={figures.isFetching}>
        {figures.isPending ? (
          <p>Loading the figures…</p>
        ) : !data ? (
          <p role="alert">The figures could not be loaded. Please try again.</p>
        ) : (
          <>
            <Tiles data={data} />
            <div className={styles.grid}>
              <BarChart
                title="Applicants per stage"
                head="Stage"
                unit="Applicants"
                rows={data.by_column.map((row) => ({
                  label: BOARD_COLUMN_LABELS[row.column],
                  value: row.applicants,
                  text: String(row.applicants),
                }))}
              />
              <BarChart
                title="Conversion to the next stage"
                head="From → to"
                unit="Moved on"
                max={100}
                colour="#2e7d32"
                rows={data.conversion.map((row) => ({
                  label: `${BOARD_COLUMN_LABELS[row.from]} → ${BOARD_COLUMN_LABELS[row.to]}`,
                  value: row.percent ?? 0,
                  text: `${percentText(row.percent)} (${row.moved_on} of ${row.reached})`,
                }))}
              />
              <BarChart
                title="Average time in stage"
                head="Stage"
                unit="Days"
                colour="#8a6d00"
                rows={data.time_in_stage.map((row) => ({
                  label: BOARD_COLUMN_LABELS[row.column],
                  value: row.average_days,
                  text: days(row.average_days),
                }))}
              />
              <BarChart
                title="Where applicants came from"
                head="Source"
                unit="Applicants (hired)"
                colour="#7b3fa0"
                rows={data.sources.map((row) => ({
                  label: row.source,
                  value: row.applicants,
                  text: `${row.applicants} (${row.hired} hired)`,
                }))}
              />
            </div>
            <ByJob data={data} />
          </>
        )}
      </div>
    </section>
  );
}
