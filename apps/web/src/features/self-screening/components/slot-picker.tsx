// Live-interview slots (decision 015): stored in UTC, shown in the
// candidate's own time zone, grouped by day; a slot someone else took in the
// meantime answers 409 and the list reloads with the server's message shown.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InterviewSlot } from '@talent/contracts/screening';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '@talent/contracts/date-format';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { errorText, slotsQuery, useBookSlot } from '../api/screening-queries.ts';
import styles from '../self-screening.module.css';
import { readerLocale, timeText } from '../../../lib/dates.ts';

export const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
export const slotDay = (iso: string) => formatDate(iso, { locale: readerLocale(), weekday: true });
export const slotTime = (slot: Pick<InterviewSlot, 'starts_at' | 'ends_at'>) =>
  `${timeText(slot.starts_at)} – ${timeText(slot.ends_at)}`;

export function SlotPicker({ applicationId }: { applicationId: number }) {
  const { data, isPending, isError, error } = useQuery(slotsQuery(applicationId));
  const [picked, setPicked] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const book = useBookSlot(applicationId);
  if (isPending) return <LoadingAnimation message="Loading interview times" />;
  if (isError)
    return (
      <p role="alert" className={styles.error}>
        {errorText(error)}
      </p>
    );
  const days = new Map<string, InterviewSlot[]>();
  for (const slot of data.slots) {
    const day = slotDay(slot.starts_at);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <section aria-labelledby="slot-title" className={styles.step}>
      <h2 id="slot-title">Book your live interview</h2>
      <p>
        Times are shown in your time zone, <strong>{localZone()}</strong>. You will get a calendar invitation by e-mail.
      </p>
      {data.slots.length === 0 ? (
        <p role="status">No interview times are open right now. We will e-mail you when the hiring team adds more.</p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (picked === null) {
              setMissing(true);
              return;
            }
            book.mutate(picked, { onError: () => setPicked(null) });
          }}
        >
          {[...days].map(([day, slots]) => (
            <fieldset key={day} className={styles.slotDay}>
              <legend>{day}</legend>
              <div className={styles.slots}>
                {slots.map((slot) => (
                  <label key={slot.id} className={styles.slot}>
                    <input
                      type="radio"
                      name="slot"
                      value={slot.id}
                      checked={picked === slot.id}
                      onChange={() => {
                        setPicked(slot.id);
                        setMissing(false);
                      }}
                    />
                    <span>
                      {slotTime(slot)}
                      <small>
                        {slot.seats_left} {slot.seats_left === 1 ? 'place' : 'places'} left
                      </small>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {missing && (
            <p role="alert" className={styles.error}>
              Choose a time first.
            </p>
          )}
          {book.error && (
            <p role="alert" className={styles.error}>
              {errorText(book.error)}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" busy={book.isPending}>
              Book this time
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
