// The team (members, invitations, activity) and the company overview (decision 017).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { APPLICATION_STAGES, APPLICATION_STAGE_LABELS } from '@talent/contracts/application-timeline';
import type { Overview } from '@talent/contracts/hiring';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { activityQuery, hiringApi, hiringKeys, meQuery, overviewQuery, own, teamQuery } from '../api/hiring-api.ts';
import styles from '../hiring.module.css';
import { Head } from './head.tsx';

// recharts comes with the charts' own chunk, only when the overview opens
const OverviewCharts = lazy(() => import('./overview-charts.tsx'));

export function TeamScreen() {
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const team = useQuery(teamQuery());
  const activity = useQuery(activityQuery());
  const [message, setMessage] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: hiringKeys.all });
  const fail = (error: unknown) =>
    setMessage(firstErrorMessage(error instanceof ApiError ? error.data : null) ?? 'Refused.');
  const invite = useMutation({
    mutationFn: (email: string) => hiringApi.inviteMember({ body: { email } }, own),
    onSuccess: async () => {
      setMessage('Invitation sent.');
      await refresh();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (memberId: number) => hiringApi.removeMember({ params: { memberId } }, own),
    onSuccess: refresh,
    onError: fail,
  });
  const revoke = useMutation({
    mutationFn: (invitationId: number) => hiringApi.revokeInvitation({ params: { invitationId } }, own),
    onSuccess: refresh,
    onError: fail,
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    invite.mutate(String(new FormData(form).get('email') ?? ''), { onSuccess: () => form.reset() });
  }
  return (
    <main id="main" className={styles.page}>
      <Head title="Team" />
      <h1>Team</h1>
      <form onSubmit={submit} className={styles.actions} noValidate>
        <label>
          Invite a colleague by e-mail
          <input name="email" type="email" autoComplete="off" />
        </label>
        <button type="submit" className={styles.primary} disabled={invite.isPending}>
          Send invitation
        </button>
      </form>
      {message && <p role="status">{message}</p>}
      <h2>Members</h2>
      <ul className={styles.list}>
        {team.data?.members.map((member) => (
          <li key={member.id}>
            {`${member.first_name} ${member.last_name}`.trim() || member.email} · {member.email} · {member.role}
            {me.data?.role === 'admin' && me.data.member_id !== member.id && (
              <button type="button" className={styles.link} onClick={() => remove.mutate(member.id)}>
                Remove {member.email}
              </button>
            )}
          </li>
        ))}
      </ul>
      <h2>Open invitations</h2>
      <ul className={styles.list}>
        {team.data?.invitations.map((invitation) => (
          <li key={invitation.id}>
            {invitation.email} · expires {new Date(invitation.expires_at).toLocaleDateString()}
            <button type="button" className={styles.link} onClick={() => revoke.mutate(invitation.id)}>
              Withdraw invitation of {invitation.email}
            </button>
          </li>
        ))}
      </ul>
      <h2>Activity</h2>
      <ol className={styles.history}>
        {activity.data?.results.map((entry) => (
          <li key={entry.id}>
            {entry.summary}
            <br />
            <small>
              {entry.actor}, {new Date(entry.at).toLocaleString()}
            </small>
          </li>
        ))}
      </ol>
    </main>
  );
}

/** '1 applicant', '2 applicants', '0.5 days'. */
const counted = (value: number, [one, many]: readonly [string, string]) => `${value} ${value === 1 ? one : many}`;

/** The numbers the charts draw, as text (the charts are images to assistive technology). */
function Figures({ rows, unit }: { rows: { label: string; value: number }[]; unit: readonly [string, string] }) {
  return (
    <ul className={styles.bars}>
      {rows.map((row) => (
        <li key={row.label}>
          <span>{row.label}</span>
          <span>{counted(row.value, unit)}</span>
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
                    <Link to={`/hire/jobs/${job.id}/`}>{job.title}</Link>
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
      {without > 0 && <p>{counted(without, ['other job has', 'other jobs have'])} no applicants yet.</p>}
    </>
  );
}

export function OverviewScreen() {
  const overview = useQuery(overviewQuery());
  const data = overview.data;
  return (
    <main id="main" className={styles.page}>
      <Head title="Overview" />
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
