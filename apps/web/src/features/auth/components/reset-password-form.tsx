// Reset password from the e-mailed link (spec 01 §2, §4, §8): the link is
// checked first, and an error status sends the user to the root with 'The
// link is expired'; success says 'Your Password has been reset successfully'
// and goes to the candidate landing page. Loading shows while it works.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { NewPasswordFormSchema } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/loading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { authApi, authKeys } from '../api/auth-api.ts';
import styles from './auth.module.css';
import { applyServerErrors } from '../../../lib/form-errors.ts';

type Values = z.input<typeof NewPasswordFormSchema>;

export function ResetPasswordForm({ token, onDone }: { token: string; onDone?: () => void }) {
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: authKeys.resetLink(token),
    queryFn: () => authApi.checkResetLink(token),
    retry: false,
    staleTime: Infinity,
  });
  const expired = check.error instanceof ApiError && check.error.hasResponse;
  useEffect(() => {
    if (!expired) return;
    toast.error(Messages.linkExpired);
    onDone?.();
    navigate('/', { replace: true });
  }, [expired, navigate, onDone]);

  const form = useForm<Values, unknown, z.output<typeof NewPasswordFormSchema>>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting, touchedFields, isSubmitted } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await authApi.resetPassword({ token, ...values });
      toast.success(Messages.passwordResetDone);
      onDone?.();
      navigate(pathTo('talent'), { replace: true });
    } catch (error) {
      const { placed, message } = applyServerErrors(form.setError, error, ['password', 'confirm_password']);
      if (!placed) toast.error(message ?? Messages.somethingWrongLater);
    }
  });

  if (check.isPending) return <Spinner label="Checking your link" />;
  if (check.isError) {
    return (
      <p className={styles.alert} role="alert">
        {expired ? Messages.linkExpired : Messages.somethingWrongLater}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        touched={Boolean(touchedFields.password) || isSubmitted}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        touched={Boolean(touchedFields.confirm_password) || isSubmitted}
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
      <Button type="submit" busy={isSubmitting} className={styles.full}>
        Reset password
      </Button>
    </form>
  );
}
