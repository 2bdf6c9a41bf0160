// Forgot password (spec 01 §7 GET /auth/forgot_password/?email_address=):
// always the same success text (spec 02 §8); a failure shows the response.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ForgotPasswordFormSchema } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/config.ts';
import { toast } from '../../../lib/toast.ts';
import { authApi } from '../api/auth-api.ts';
import styles from './auth.module.css';
import { applyServerErrors } from '../../../lib/form-errors.ts';

type Values = z.input<typeof ForgotPasswordFormSchema>;

export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof ForgotPasswordFormSchema>>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email_address: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting, touchedFields, isSubmitted } = form.formState;
  const submit = form.handleSubmit(async ({ email_address }) => {
    try {
      await authApi.forgotPassword(email_address);
      setSent(true);
      toast.success(Messages.forgotPasswordSent);
    } catch (error) {
      applyServerErrors(form.setError, error, ['email_address']);
      const text =
        error instanceof ApiError && error.status === 429
          ? Messages.tooManyAttempts
          : ((error instanceof ApiError ? firstErrorMessage(error.data) : undefined) ?? Messages.somethingWrongLater);
      toast.error(text);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password">
      {sent && (
        <p className={styles.notice} role="status">
          {Messages.forgotPasswordSent}
        </p>
      )}
      {sent && appConfig().devOutbox && (
        // development only: no mail leaves this machine, the message waits in the outbox
        <p className={styles.lead}>
          Running locally: open the <a href="/api/dev/outbox/">development outbox</a> to follow the link.
        </p>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        touched={Boolean(touchedFields.email_address) || isSubmitted}
        error={errors.email_address?.message}
        {...form.register('email_address')}
      />
      <Button type="submit" busy={isSubmitting} className={styles.full}>
        Send reset link
      </Button>
    </form>
  );
}
