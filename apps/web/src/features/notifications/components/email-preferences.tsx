// E-mail preferences per category in account settings (decision 032): one
// switch per category from the server's list; a category that asks the
// candidate to act stays on, locked, with the model's reason. Saving shows a
// toast; a refused or failed save leaves the switch as the server has it and
// says so under the list.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EmailCategory } from '@talent/contracts/application-lifecycle';
import { NotificationMessages } from '@talent/contracts/notifications';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { emailPreferencesQuery, useSetEmailPreference } from '../api/notification-queries.ts';
import styles from './email-preferences.module.css';

const failureText = (error: unknown) =>
  (error instanceof ApiError && error.status > 0 && error.status < 500 ? firstErrorMessage(error.data) : undefined) ??
  NotificationMessages.preferenceNotSaved;

export function EmailPreferences() {
  const headingId = useId();
  const preferences = useQuery(emailPreferencesQuery());
  const save = useSetEmailPreference();
  const [saving, setSaving] = useState<EmailCategory | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (category: EmailCategory, enabled: boolean) => {
    setSaving(category);
    setFailure(null);
    try {
      await save.mutateAsync({ category, enabled });
      toast.success(NotificationMessages.preferenceSaved);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>E-mail notifications</h2>
      {preferences.isPending ? (
        <p>Loading your e-mail notifications…</p>
      ) : preferences.isError ? (
        <p className={styles.alert} role="alert">
          {failureText(preferences.error)}
        </p>
      ) : (
        <ul className={styles.list}>
          {preferences.data.results.map((preference) => {
            const id = `${headingId}-${preference.category}`;
            return (
              <li key={preference.category} className={styles.item}>
                <div className={styles.text}>
                  <label htmlFor={id} className={styles.label}>
                    {preference.label}
                  </label>
                  <p id={`${id}-description`} className={styles.description}>
                    {preference.description}
                  </p>
                  {preference.locked_reason && (
                    <p id={`${id}-locked`} className={styles.locked}>
                      {preference.locked_reason}
                    </p>
                  )}
                </div>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  checked={preference.enabled}
                  disabled={preference.locked_reason !== null || saving !== null}
                  aria-describedby={preference.locked_reason ? `${id}-description ${id}-locked` : `${id}-description`}
                  onChange={(event) => void change(preference.category, event.target.checked)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
