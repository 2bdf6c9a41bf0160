// /hire/team/ (decision 017): the team's members, open invitations and activity.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { activityQuery, meQuery, teamQuery } from '../../api/workspace-api.ts';
import styles from '../../components/hiring.module.css';
import { workspaceTitle } from '../../components/workspace-title.ts';
import { useInviteMember, useRemoveMember, useRevokeInvitation } from './api/team-api.ts';
import { dateText, dateTimeText } from '../../../lib/dates.ts';

export function TeamScreen() {
  const me = useQuery(meQuery());
  const team = useQuery(teamQuery());
  const activity = useQuery(activityQuery());
  const [message, setMessage] = useState<string | null>(null);
  const fail = (error: unknown) =>
    setMessage(firstErrorMessage(error instanceof ApiError ? error.data : null) ?? 'Refused.');
  const invite = useInviteMember({ onSuccess: () => setMessage('Invitation sent.'), onError: fail });
  const remove = useRemoveMember({ onSuccess: () => undefined, onError: fail });
  const revoke = useRevokeInvitation({ onSuccess: () => undefined, onError: fail });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    invite.mutate(String(new FormData(form).get('email') ?? ''), { onSuccess: () => form.reset() });
  }
  return (
    <main id="main" className={styles.page}>
      <PageHead title={workspaceTitle('Team')} exactTitle />
      <h1>Team</h1>
      <form onSubmit={submit} className={styles.actions} noValidate>
        <TextField name="email" label="Invite a colleague by e-mail" type="email" autoComplete="off" />
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
            {invitation.email} · expires {dateText(invitation.expires_at)}
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
              {entry.actor}, {dateTimeText(entry.at)}
            </small>
          </li>
        ))}
      </ol>
    </main>
  );
}
