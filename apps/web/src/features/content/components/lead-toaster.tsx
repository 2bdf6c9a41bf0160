// The lead toaster (spec 02 §7 /lead/submit-toaster/; decision 023): on the
// pages companies read, once a visitor has read half of one, a small panel in
// the corner offers the monthly hiring insights for a work e-mail. It never
// takes focus, waits for the cookie choice so the two never overlap, and a
// 'Not now' or a sent form keeps it away for 30 days.
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { CONSENT_COOKIE } from '@talent/contracts/constants';
import { getCookie } from '../../../lib/cookies.ts';
import { useSession } from '../../../lib/session.ts';
import { contentApi } from '../api/content-queries.ts';
import styles from '../content.module.css';
import { Honeypot } from './honeypot.tsx';
import { usePublicForm } from './use-public-form.ts';

const DISMISSED_KEY = 'lead_toaster_dismissed_at';
const QUIET_DAYS = 30;

function recentlyDismissed() {
  try {
    const at = Number(localStorage.getItem(DISMISSED_KEY));
    return at > 0 && Date.now() - at < QUIET_DAYS * 24 * 60 * 60 * 1000;
  } catch {
    return false;
  }
}

function dismiss() {
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // private mode: it simply comes back next visit
  }
}

/** Whether the visitor has read half of the page (or the page is short and read whole). */
const readHalf = () =>
  window.scrollY + window.innerHeight >= document.documentElement.scrollHeight / 2 + window.innerHeight / 2;

export function LeadToaster() {
  const { isAuthorized } = useSession();
  const [open, setOpen] = useState(false);
  const form = usePublicForm(
    { name: '', email: '', website: '' },
    { name: ['text'], email: ['required', 'businessEmail'] },
  );

  useEffect(() => {
    if (isAuthorized || recentlyDismissed()) return;
    // a look each second: the cookie choice and the reading position, whichever comes last
    const timer = window.setInterval(() => {
      if (getCookie(CONSENT_COOKIE) && readHalf()) {
        setOpen(true);
        window.clearInterval(timer);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [isAuthorized]);

  if (!open) return null;
  const close = () => {
    dismiss();
    setOpen(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form
      .submit((values) => contentApi.leadToaster({ body: values }, { handle: false }))
      .then((sent) => sent && dismiss());
  };
  return (
    <section className={styles.toaster} aria-labelledby="lead-toaster-title">
      <h2 id="lead-toaster-title">Hiring insights, monthly</h2>
      {form.done ? (
        <p role="status">{form.done}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className={styles.toasterForm}>
          <p>Salary ranges, time to hire and where the talent is. One e-mail a month.</p>
          <TextField label="Your name" maxLength={120} autoComplete="name" {...form.field('name')} />
          <TextField
            label="Work e-mail"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            {...form.field('email')}
          />
          <Honeypot value={form.values.website} onChange={(website) => form.setValues((v) => ({ ...v, website }))} />
          {form.errors.non_field_errors && (
            <p className={styles.errorBox} role="alert">
              {form.errors.non_field_errors}
            </p>
          )}
          <Button type="submit" busy={form.sending}>
            Send me the insights
          </Button>
        </form>
      )}
      <Button variant="ghost" onClick={close}>
        {form.done ? 'Close' : 'Not now'}
      </Button>
    </section>
  );
}
