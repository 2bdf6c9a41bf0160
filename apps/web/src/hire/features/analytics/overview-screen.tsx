// /hire/overview/ (decision 017): the company's applicants by stage, offers
// and time in stage, as charts and as text.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { APPLICATION_STAGES, APPLICATION_STAGE_LABELS } from '@talent/contracts/application-timeline';
import type { Overview } from '@talent/contracts/hiring';
import { counted } from '@talent/contracts/plurals';
import { pathTo } from '@talent/contracts/routes';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { overviewQuery } from '../../api/workspace-api.ts';
import styles from '../../components/hiring.module.css';
import { workspaceTitle } from '../../components/workspace-title.ts';

// recharts comes with the charts' own chunk, only when the overview opens
const OverviewCharts = lazy(() => import('./components/overview-charts.tsx'));

/** '1 applicant', '2 applicants', '0.5 days'. */
const countedAs = (value: number, [one, many]: readonly [string, string]) => counted(value, one, many);

/** The numbers the charts draw, as text (the charts are images to assistive technology). */
function Figures({ rows, unit }: { rows: { label: string; value: number }[]; unit: readonly [string, string] }) {
  return (
    <ul className={styles.bars}>
      {rows.map((row) => (
        <li key={row.label}>
          <span>{row.label}</span>
          <span>{countedAs(row.value, unit)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Jobs with applicants by stage, as a table (a row per job, a column per stage any of them reached). */
function StagesByJob({ jobs }: { jobs: Overview['jobs'] }) {
  const withApplicants = jobs.filter((job) => job.total > 0);
  const stages = APPLICATION_STAGES.filter((stage) => withApplicants.some((job) => (job.stages[stage] ?? 0) > 0));
  const without = jobs.length - withApplicants.length;
  return (
    <>
      {withApplicants.length === 0 ? (
        <p>No applicants yet.</p>
      ) : (
        <div className={styles.tableScroll} role="region" aria-labelledby="jobs-heading" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Job</th>
                {stages.map((stage) => (
                  <th key={stage} scope="col" className={styles.number}>
                    {APPLICATION_STAGE_LABELS[stage]}
                  </th>
                ))}
                <th scope="col" className={styles.number}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {withApplicants.map((job) => (
                <tr key={job.id}>
                  <th scope="row">
                    <Link to={pathTo('hireJob', { jobId: job.id })}>{job.title}</Link>
                  </th>
                  {stages.map((stage) => (
                    <td key={stage} className={styles.number}>
                      {job.stages[stage] ?? 0}
                    </td>
                  ))}
                  <td className={styles.number}>{job.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {without > 0 && <p>{counted(without, 'other job has', 'other jobs have')} no applicants yet.</p>}
    </>
  );
}

export function OverviewScreen() {
  const overview = useQuery(overviewQuery());
  const data = overview.data;
  return (
    <main id="main" className={styles.page}>
      <PageHead title={workspaceTitle('Overview')} exactTitle />
      <h1>Overview</h1>
      {data && (
        <>
          <section aria-labelledby="charts-heading" className={styles.charts}>
            <h2 id="charts-heading" className="visually-hidden">
              Charts
            </h2>
            <Suspense fallback={<p>Loading charts…</p>}>
              <OverviewCharts data={data} />
            </Suspense>
          </section>
          <section aria-labelledby="offers-heading">
            <h2 id="offers-heading">Offers</h2>
            <Figures
              unit={['applicant', 'applicants']}
              rows={[
                { label: 'Sent', value: data.offers.sent },
                { label: 'Accepted', value: data.offers.accepted },
                { label: 'Declined', value: data.offers.declined },
              ]}
            />
          </section>
          <section aria-labelledby="time-heading">
            <h2 id="time-heading">Average time in the current stage</h2>
            <Figures
              unit={['day', 'days']}
              rows={data.time_in_stage.map((row) => ({
                label: `${APPLICATION_STAGE_LABELS[row.stage]} (${row.applicants})`,
                value: row.average_days,
              }))}
            />
          </section>
          <section aria-labelledby="jobs-heading">
            <h2 id="jobs-heading">Applicants per stage and job</h2>
            <StagesByJob jobs={data.jobs} />
          </section>
        </>
      )}
    </main>
  );
}
