// Notes on an application (decision 043): the team's only. Mention colleagues
// by ticking them; the note's author may delete it.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HiringMember } from '@talent/contracts/hiring';
import { Button } from '../../../../components/ui/button.tsx';
import { FormFailure, TextAreaField } from '../../../../components/ui/form-fields.tsx';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import styles from '../../../components/hiring.module.css';
import { notesQuery, useAddNote, useDeleteNote } from '../api/team-work-api.ts';
import { dateTimeText } from '../../../../lib/dates.ts';

const nameOf = (member: HiringMember) => `${member.first_name} ${member.last_name}`.trim() || member.email;

export function NotesPanel({
  applicationId,
  members,
  meId,
}: {
  applicationId: number;
  members: HiringMember[];
  meId: number | undefined;
}) {
  const notes = useQuery(notesQuery(applicationId));
  const add = useAddNote(applicationId);
  const remove = useDeleteNote();
  const [body, setBody] = useState('');
  const [mentions, setMentions] = useState<number[]>([]);
  const colleagues = members.filter((member) => member.id !== meId);
  const failure = add.error ? firstErrorMessage((add.error as { data?: unknown }).data) : null;
  return (
    <section aria-labelledby="notes-heading" className={styles.panel}>
      <h2 id="notes-heading">Team notes</h2>
      <p className={styles.hint}>Only your hiring team reads these, never the candidate.</p>
      <ol className={styles.history}>
        {(notes.data?.results ?? []).map((note) => (
          <li key={note.id}>
            <p>{note.body}</p>
            <small>
              {note.author.name} · <time dateTime={note.created_at}>{dateTimeText(note.created_at)}</time>
              {note.edited ? ' · edited' : ''}
              {note.mentions.length ? ` · mentions ${note.mentions.map((person) => person.name).join(', ')}` : ''}
            </small>{' '}
            {note.mine && (
              <button type="button" className={styles.link} onClick={() => remove.mutate(note.id)}>
                Delete note
              </button>
            )}
          </li>
        ))}
      </ol>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const mentioned = colleagues.filter((member) => mentions.includes(member.id));
          const prefix = mentioned.map((member) => `@${nameOf(member)}`).join(' ');
          add.mutate(
            { body: prefix ? `${prefix} ${body}` : body, mentions },
            {
              onSuccess: () => {
                setBody('');
                setMentions([]);
              },
            },
          );
        }}
      >
        <TextAreaField label="New note" value={body} onChange={(event) => setBody(event.target.value)} rows={3} />
        {colleagues.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend>Mention</legend>
            {colleagues.map((member) => (
              <label key={member.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={mentions.includes(member.id)}
                  onChange={(event) =>
                    setMentions((current) =>
                      event.target.checked ? [...current, member.id] : current.filter((id) => id !== member.id),
                    )
                  }
                />
                {nameOf(member)}
              </label>
            ))}
          </fieldset>
        )}
        <FormFailure message={failure} />
        <Button type="submit" busy={add.isPending} disabled={!body.trim()}>
          Add note
        </Button>
      </form>
    </section>
  );
}
