// The lead toaster's panel (decision 023): the monthly hiring insights for a
// work e-mail, loaded when lead-toaster.tsx opens it (decision 052).
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { contentApi } from '../api/content-queries.ts';
import styles from '../content.module.css';
import { Honeypot } from './honeypot.tsx';
import { dismiss } from './lead-toaster.tsx';
import { usePublicForm } from './use-public-form.ts';

export function LeadToasterPanel({ onClose }: { onClose: () => void }) {
  const form = usePublicForm(
    { name: '', email: '', website: '' },
    { name: ['text'], email: ['required', 'businessEmail'] },
  );

  const close = () => {
    dismiss();
    onClose();
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
