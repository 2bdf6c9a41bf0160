// An application's interviews (decision 044): schedule one with interviewers,
// a video link or a place and several proposed times (entered in the
// member's time zone); the candidate picks one. Overlaps are warned.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HiringMember } from '@talent/contracts/hiring';
import type { Interview } from '@talent/contracts/interviews';
import { counted } from '@talent/contracts/plurals';
import { Button } from '../../../../components/ui/button.tsx';
import { FormFailure, InputField, SelectField } from '../../../../components/ui/form-fields.tsx';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import styles from '../../../components/hiring.module.css';
import { interviewsQuery, useCancelInterview, useScheduleInterview } from '../api/team-work-api.ts';
import { dateTimeText } from '../../../../lib/dates.ts';

const nameOf = (member: HiringMember) => `${member.first_name} ${member.last_name}`.trim() || member.email;
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const when = (iso: string, timeZone: string) => dateTimeText(iso, { timeZone, weekday: true });

function InterviewItem({ interview }: { interview: Interview }) {
  const cancel = useCancelInterview();
  const tz = zone();
  return (
    <li>
      <strong>{interview.title}</strong> · {interview.status_label}
      {interview.starts_at ? ` · ${when(interview.starts_at, tz)}` : ''} ·{' '}
      {counted(interview.duration_minutes, 'minute', 'minutes')} · with{' '}
      {interview.interviewers.map((person) => person.name).join(', ')}
      {interview.status === 'proposed' && (
        <small>
          <br />
          Proposed: {interview.proposed_times.map((slot) => when(slot.starts_at, tz)).join('; ')}
        </small>
      )}
      {interview.overlaps.length > 0 && (
        <p role="alert">
          Overlaps:{' '}
          {interview.overlaps
            .map((overlap) => `${overlap.name} has ${overlap.title} at ${when(overlap.starts_at, tz)}`)
            .join('; ')}
        </p>
      )}
      {interview.status !== 'cancelled' && (
        <button type="button" className={styles.link} onClick={() => cancel.mutate(interview.id)}>
          Cancel interview
        </button>
      )}
    </li>
  );
}

export function InterviewsPanel({
  applicationId,
  members,
  canSchedule,
}: {
  applicationId: number;
  members: HiringMember[];
  canSchedule: boolean;
}) {
  const list = useQuery(interviewsQuery(applicationId));
  const schedule = useScheduleInterview(applicationId);
  const [title, setTitle] = useState('Technical interview');
  const [interviewers, setInterviewers] = useState<number[]>([]);
  const [kind, setKind] = useState<'video' | 'place'>('video');
  const [location, setLocation] = useState('');
  const [minutes, setMinutes] = useState('45');
  const [times, setTimes] = useState(['', '', '']);
  const failure = schedule.error ? firstErrorMessage((schedule.error as { data?: unknown }).data) : null;
  return (
    <section aria-labelledby="interviews-heading" className={styles.panel}>
      <h2 id="interviews-heading">Interviews</h2>
      <ul className={styles.history}>
        {(list.data?.results ?? []).map((interview) => (
          <InterviewItem key={interview.id} interview={interview} />
        ))}
      </ul>
      {canSchedule && (
        <form
          className={styles.form}
          aria-label="Schedule an interview"
          onSubmit={(event) => {
            event.preventDefault();
            const proposed = times
              .filter(Boolean)
              .map((local) => new Date(local))
              .map((start) => ({
                starts_at: start.toISOString(),
                ends_at: new Date(start.getTime() + Number(minutes) * 60_000).toISOString(),
              }));
            schedule.mutate({
              title,
              interviewer_ids: interviewers,
              location_kind: kind,
              location,
              time_zone: zone(),
              proposed_times: proposed,
            });
          }}
        >
          <h3>Schedule an interview</h3>
          <InputField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
          <fieldset className={styles.fieldset}>
            <legend>Interviewers</legend>
            {members.map((member) => (
              <label key={member.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={interviewers.includes(member.id)}
                  onChange={(event) =>
                    setInterviewers((current) =>
                      event.target.checked ? [...current, member.id] : current.filter((id) => id !== member.id),
                    )
                  }
                />
                {nameOf(member)}
              </label>
            ))}
          </fieldset>
          <SelectField label="Duration" value={minutes} onChange={(event) => setMinutes(event.target.value)}>
            {['30', '45', '60', '90'].map((value) => (
              <option key={value} value={value}>
                {value} minutes
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Where"
            value={kind}
            onChange={(event) => setKind(event.target.value as 'video' | 'place')}
          >
            <option value="video">Video call</option>
            <option value="place">In person</option>
          </SelectField>
          <InputField
            label={kind === 'video' ? 'Video link' : 'Address'}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
          />
          {times.map((value, index) => (
            <InputField
              key={index}
              type="datetime-local"
              label={`Proposed time ${index + 1}`}
              hint={index === 0 ? `Your time zone: ${zone()}` : undefined}
              value={value}
              onChange={(event) =>
                setTimes((current) => current.map((entry, at) => (at === index ? event.target.value : entry)))
              }
            />
          ))}
          <FormFailure message={failure} />
          <Button type="submit" busy={schedule.isPending}>
            Propose times
          </Button>
        </form>
      )}
    </section>
  );
}
