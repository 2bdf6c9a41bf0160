// The contact form (decision 023): stored and e-mailed to the operators.
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { contentApi } from '../api/content-queries.ts';
import styles from '../content.module.css';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import { Honeypot } from './honeypot.tsx';
import { usePublicForm } from './use-public-form.ts';

export function ContactForm() {
  const form = usePublicForm(
    { name: '', email: '', subject: '', message: '', website: '' },
    {
      name: ['required', 'text'],
      email: ['required', 'email'],
      subject: ['required', 'text'],
      message: ['required', 'text'],
    },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit((values) => contentApi.contact({ body: values }, { handle: false }));
  };
  if (form.done)
    return (
      <div className={`card ${styles.success}`} role="status">
        <h2>Message sent</h2>
        <p>{form.done}</p>
      </div>
    );
  return (
    <form className={`card ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <TextField label="Your name" required maxLength={120} autoComplete="name" {...form.field('name')} />
      <TextField label="E-mail" type="email" required maxLength={254} autoComplete="email" {...form.field('email')} />
      <TextField label="Subject" required maxLength={150} {...form.field('subject')} />
      <TextAreaField label="Message" required maxLength={5000} {...form.field('message')} />
      <Honeypot value={form.values.website} onChange={(website) => form.setValues((v) => ({ ...v, website }))} />
      {form.errors.non_field_errors && (
        <p className={styles.errorBox} role="alert">
          {form.errors.non_field_errors}
        </p>
      )}
      <Button type="submit" busy={form.sending}>
        Send message
      </Button>
    </form>
  );
}
