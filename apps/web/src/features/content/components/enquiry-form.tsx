// The enterprise enquiry (spec 02 §7 /enterprise-form; decision 023): business
// e-mail only (spec 02 §5 blocked domains), stored and e-mailed to operators.
import type { FormEvent } from 'react';
import { TEAM_SIZES } from '@talent/contracts/content-constants';
import { COUNTRIES } from '@talent/contracts/countries';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { contentApi } from '../api/content-queries.ts';
import styles from '../content.module.css';
import { SelectField, TextAreaField } from '../../../components/ui/form-fields.tsx';
import { Honeypot } from './honeypot.tsx';
import { usePublicForm } from './use-public-form.ts';

export function EnquiryForm({ campaign }: { campaign?: string }) {
  const form = usePublicForm(
    { name: '', email: '', company: '', phone: '', country: '', team_size: '', message: '', website: '' },
    {
      name: ['required', 'text'],
      email: ['required', 'businessEmail'],
      company: ['required', 'text'],
      phone: ['text'],
      message: ['text'],
    },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit((values) =>
      contentApi.enterpriseForm(
        {
          body: {
            ...values,
            team_size: values.team_size as (typeof TEAM_SIZES)[number] | '',
            ...(campaign ? { campaign } : {}),
          },
        },
        { handle: false },
      ),
    );
  };
  if (form.done)
    return (
      <div className={`card ${styles.success}`} role="status">
        <h2>Enquiry sent</h2>
        <p>{form.done}</p>
      </div>
    );
  return (
    <form className={`card ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby="enquiry-title">
      <h2 id="enquiry-title">Talk to our enterprise team</h2>
      <TextField label="Your name" required maxLength={120} autoComplete="name" {...form.field('name')} />
      <TextField
        label="Work e-mail"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        hint="Use your company address; free mail providers are not accepted."
        {...form.field('email')}
      />
      <TextField label="Company" required maxLength={150} autoComplete="organization" {...form.field('company')} />
      <TextField label="Phone" type="tel" maxLength={20} autoComplete="tel" {...form.field('phone')} />
      <SelectField
        placeholder={null}
        label="Country"
        options={[{ value: '', label: 'Choose a country' }, ...COUNTRIES]}
        {...form.field('country')}
      />
      <SelectField
        placeholder={null}
        label="Team size"
        options={[{ value: '', label: 'Choose a size' }, ...TEAM_SIZES.map((size) => ({ value: size, label: size }))]}
        {...form.field('team_size')}
      />
      <TextAreaField label="What are you hiring for?" maxLength={3000} {...form.field('message')} />
      <Honeypot value={form.values.website} onChange={(website) => form.setValues((v) => ({ ...v, website }))} />
      {form.errors.non_field_errors && (
        <p className={styles.errorBox} role="alert">
          {form.errors.non_field_errors}
        </p>
      )}
      <Button type="submit" busy={form.sending}>
        Send enquiry
      </Button>
    </form>
  );
}
