// /hire/analytics/ (decisions 024, 048): a company's hiring figures for its
// admins and recruiters, and the operators' funnel — visit → sign-up →
// onboarding complete → apply → screening → offer accepted — by day, by
// traffic source and split by A/B variant. The charts come from recharts,
// which only this screen loads (it is its own lazy chunk); each chart has a
// table with the same numbers for screen readers and keyboard users.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { FUNNEL_STEPS, type FunnelStepId } from '@talent/contracts/analytics';
import { counted } from '@talent/contracts/plurals';
import { HiringRoleMessages, STAFF_ROLES, type HiringRole } from '@talent/contracts/hiring-roles';
import type { FunnelReport } from '@talent/contracts/endpoints/analytics.schemas';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { pathTo } from '@talent/contracts/routes';
import { PageHead } from '../../../components/ui/page-head.tsx';
import hiring from '../../components/hiring.module.css';
import { workspaceTitle } from '../../components/workspace-title.ts';
import { funnelQuery } from './api/analytics-api.ts';
import { CHART_COLOURS, ChartFigure } from './components/chart-figure.tsx';
import { CompanyFigures } from './components/company-figures.tsx';
import styles from './analytics-screen.module.css';
import { dayMonthText } from '../../../lib/dates.ts';

const PERIODS = [7, 14, 30, 90] as const;
const COLOURS = CHART_COLOURS.slice(0, 6);
const VARIANT_COLOURS = CHART_COLOURS.slice(0, 4);

type Counts = Record<string, number>;
const count = (counts: Counts, step: FunnelStepId) => counts[step] ?? 0;

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–');
const dayLabel = (day: string) => dayMonthText(day);
const variantLabel = (variant: string) => (variant === 'none' ? 'No variant' : `Variant ${variant}`);

function StepTable({
  caption,
  rows,
  head,
}: {
  caption: string;
  rows: { label: string; counts: Counts }[];
  head: string;
}) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            {FUNNEL_STEPS.map((step) => (
              <th key={step.id} scope="col">
                {step.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {FUNNEL_STEPS.map((step) => (
                <td key={step.id}>{count(row.counts, step.id)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Totals({ report }: { report: FunnelReport }) {
  const visits = count(report.totals, 'visit');
  return (
    <ol className={styles.totals} aria-label="Funnel totals">
      {FUNNEL_STEPS.map((step, index) => {
        const previous = index === 0 ? null : count(report.totals, FUNNEL_STEPS[index - 1]!.id);
        const here = count(report.totals, step.id);
        return (
          <li key={step.id} className={styles.total}>
            <span className={styles.totalLabel}>{step.label}</span>
            <strong className={styles.totalValue} data-step={step.id}>
              {here.toLocaleString('en-IN')}
            </strong>
            <span className={styles.totalNote}>
              {previous === null
                ? 'people'
                : `${percent(here, previous)} of previous · ${percent(here, visits)} of visits`}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Report({ report }: { report: FunnelReport }) {
  const variants = report.by_variant;
  // visitors get a variant only when they sign up: the chart compares the variants, the table has the rest
  const assigned = variants.filter((v) => v.variant !== 'none');
  const stepData = FUNNEL_STEPS.map((step) => ({
    step: step.label,
    ...Object.fromEntries(assigned.map((v) => [variantLabel(v.variant), count(v.counts, step.id)])),
  }));
  const dayData = report.by_day.map((row) => ({ day: dayLabel(row.day), ...row.counts }));
  const sourceData = report.by_source.map((row) => ({ source: row.source, ...row.counts }));
  const lineSteps = FUNNEL_STEPS.filter((step) => step.id !== 'visit');
  return (
    <>
      <Totals report={report} />
      <div className={styles.grid}>
        <ChartFigure
          title="Funnel by A/B variant (signed-up people)"
          summary={`People at each step, per variant: ${assigned
            .map((v) => `${variantLabel(v.variant)} ${FUNNEL_STEPS.map((s) => count(v.counts, s.id)).join(', ')}`)
            .join('; ')}. The table below has the numbers.`}
        >
          <BarChart data={stepData} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="step" width={124} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            {assigned.map((v, index) => (
              <Bar
                key={v.variant}
                dataKey={variantLabel(v.variant)}
                fill={VARIANT_COLOURS[index % VARIANT_COLOURS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ChartFigure>
        <ChartFigure
          title="Steps reached by day"
          summary={`Sign-ups, onboarding, applies, screenings and offers accepted per day over ${counted(report.by_day.length, 'day', 'days')}. The table below has the numbers.`}
        >
          <LineChart data={dayData} margin={{ top: 8, right: 8, left: 0, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={16} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            <Legend />
            {lineSteps.map((step, index) => (
              <Line
                key={step.id}
                type="linear"
                dataKey={step.id}
                name={step.label}
                stroke={COLOURS[(index + 1) % COLOURS.length]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ChartFigure>
        <ChartFigure
          title="Visits and sign-ups by traffic source"
          summary={`Visits and sign-ups per traffic source: ${report.by_source
            .map((s) => `${s.source} ${s.counts.visit} visits, ${s.counts.sign_up} sign-ups`)
            .join('; ')}.`}
        >
          <BarChart data={sourceData} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="source" width={96} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Bar dataKey="visit" name="Visits" fill={COLOURS[0]} isAnimationActive={false} />
            <Bar dataKey="sign_up" name="Sign-ups" fill={COLOURS[1]} isAnimationActive={false} />
            <Bar dataKey="apply" name="Applies" fill={COLOURS[2]} isAnimationActive={false} />
          </BarChart>
        </ChartFigure>
      </div>
      <StepTable
        caption="By A/B variant (candidate_onboarding_segmentation)"
        head="Variant"
        rows={variants.map((v) => ({ label: variantLabel(v.variant), counts: v.counts }))}
      />
      <StepTable
        caption="By traffic source (utm_source)"
        head="Source"
        rows={report.by_source.map((s) => ({ label: s.source, counts: s.counts }))}
      />
      <StepTable
        caption="By day (UTC)"
        head="Day"
        rows={report.by_day.map((d) => ({ label: d.day, counts: d.counts }))}
      />
    </>
  );
}

/** The operators' funnel; a member who is not an operator does not see it at all. */
function OperatorFunnel({ member }: { member: boolean }) {
  const [days, setDays] = useState<number>(14);
  const [source, setSource] = useState('');
  const [variant, setVariant] = useState('');
  const report = useQuery(funnelQuery({ days, source, variant }));
  // the filters' choices come from the unfiltered period's report
  const choices = useQuery({
    ...funnelQuery({ days, source: '', variant: '' }),
    placeholderData: undefined,
    enabled: Boolean(source || variant !== ''),
  });
  const options = (choices.data ?? report.data) as FunnelReport | undefined;
  const denied = report.error instanceof ApiError && report.error.status === 403;

  if (member && denied) return null;
  const Heading = member ? 'h2' : 'h1';
  return (
    <section aria-labelledby="funnel-heading">
      <Heading id="funnel-heading">Candidate funnel</Heading>
      <p className={styles.lead}>
        Visit → sign-up → onboarding complete → apply → screening → offer accepted: distinct people per step, from the
        analytics events of visitors who consented.
      </p>
      {denied ? (
        <p role="alert">
          {firstErrorMessage((report.error as ApiError).data) ?? 'Only operators can see the analytics.'}
        </p>
      ) : (
        <>
          <form className={styles.filters} aria-label="Funnel filters" onSubmit={(event) => event.preventDefault()}>
            <label>
              Period
              <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
                {PERIODS.map((period) => (
                  <option key={period} value={period}>
                    Last {period} days
                  </option>
                ))}
              </select>
            </label>
            <label>
              Traffic source
              <select value={source} onChange={(event) => setSource(event.target.value)}>
                <option value="">All sources</option>
                {options?.by_source.map((row) => (
                  <option key={row.source} value={row.source}>
                    {row.source}
                  </option>
                ))}
              </select>
            </label>
            <label>
              A/B variant
              <select value={variant} onChange={(event) => setVariant(event.target.value)}>
                <option value="">All variants</option>
                {options?.by_variant
                  .filter((row) => row.variant !== 'none')
                  .map((row) => (
                    <option key={row.variant} value={row.variant}>
                      {variantLabel(row.variant)}
                    </option>
                  ))}
              </select>
            </label>
          </form>
          <div aria-live="polite" aria-busy={report.isFetching}>
            {report.isPending ? (
              <p>Loading the funnel…</p>
            ) : report.isError ? (
              <p role="alert">The funnel could not be loaded. Please try again.</p>
            ) : (
              <Report report={report.data} />
            )}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * /hire/analytics/: a company admin or recruiter reads the company's figures
 * (decision 048); an operator (decision 024) also reads the platform's funnel.
 */
export default function AnalyticsScreen({ role }: { role: HiringRole | null }) {
  const member = role !== null;
  return (
    <main id="main" className={hiring.page}>
      <PageHead title={workspaceTitle('Analytics')} exactTitle />
      {member ? (
        <>
          <h1>Analytics</h1>
          {STAFF_ROLES.includes(role) ? <CompanyFigures /> : <p role="alert">{HiringRoleMessages.notForRole}</p>}
        </>
      ) : (
        <p className={styles.back}>
          <Link to={pathTo('hire')}>Hiring workspace</Link>
        </p>
      )}
      <OperatorFunnel member={member} />
    </main>
  );
}
