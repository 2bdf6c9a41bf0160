// The overview's charts (decision 017): applicants per stage for each job
// (stacked bars), offers sent, accepted and declined, and the average days in
// the current stage. recharts loads with this lazy chunk only; the overview
// page shows the same numbers as a table and lists beside it.
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES } from '@talent/contracts/application-timeline';
import type { Overview } from '@talent/contracts/hiring';
import { counted } from '@talent/contracts/plurals';
import { CHART_COLOURS, ChartFigure } from './chart-figure.tsx';

const shortTitle = (title: string) => (title.length > 28 ? `${title.slice(0, 27)}…` : title);

export default function OverviewCharts({ data }: { data: Overview }) {
  const jobs = data.jobs.filter((job) => job.total > 0);
  const stages = APPLICATION_STAGES.filter((stage) => jobs.some((job) => (job.stages[stage] ?? 0) > 0));
  const perJob = jobs.map((job) => ({ title: shortTitle(job.title), ...job.stages }));
  const offers = [
    { label: 'Sent', value: data.offers.sent },
    { label: 'Accepted', value: data.offers.accepted },
    { label: 'Declined', value: data.offers.declined },
  ];
  const days = data.time_in_stage.map((row) => ({
    label: APPLICATION_STAGE_LABELS[row.stage],
    value: row.average_days,
  }));
  return (
    <>
      {jobs.length > 0 && (
        <ChartFigure
          title="Applicants per stage and job"
          summary={jobs
            .map((job) => `${job.title}: ${job.total} ${job.total === 1 ? 'applicant' : 'applicants'}`)
            .join('; ')}
          height={Math.max(200, 60 + jobs.length * 44)}
        >
          <BarChart data={perJob} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="title" width={150} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            {stages.map((stage, index) => (
              <Bar
                key={stage}
                dataKey={stage}
                name={APPLICATION_STAGE_LABELS[stage]}
                stackId="stages"
                fill={CHART_COLOURS[index % CHART_COLOURS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ChartFigure>
      )}
      <ChartFigure title="Offers" summary={offers.map((row) => `${row.label}: ${row.value}`).join(', ')} height={220}>
        <BarChart data={offers} margin={{ left: 0, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} width={32} />
          <Tooltip />
          <Bar dataKey="value" name="Applicants" fill={CHART_COLOURS[0]} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
      {days.length > 0 && (
        <ChartFigure
          title="Average days in the current stage"
          summary={days.map((row) => `${row.label}: ${counted(row.value, 'day', 'days')}`).join(', ')}
          height={220}
        >
          <BarChart data={days} margin={{ left: 0, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis width={32} />
            <Tooltip />
            <Bar dataKey="value" name="Days" fill={CHART_COLOURS[1]} isAnimationActive={false} />
          </BarChart>
        </ChartFigure>
      )}
    </>
  );
}
