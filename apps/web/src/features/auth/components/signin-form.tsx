// Sign-in by e-mail and password (spec 01 §2 auth routes and modal; §4 sign-in
// success; §8 login failure texts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SigninFormSchema } from '@talent/contracts/auth';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { authApi } from '../api/auth-api.ts';
import { hrefWith, type AuthAction } from '../auth-query.ts';
import { loginFailureMessage } from '../login-errors.ts';
import { completeSignIn } from '../sign-in-success.ts';
import styles from './auth.module.css';
import { ProviderSignIn } from './provider-sign-in.tsx';
import { isLeadershipVisitor, useAuthContext } from './use-auth-context.ts';

type Values = z.input<typeof SigninFormSchema>;

export function SigninForm({ onSwitch }: { onSwitch?: (action: AuthAction) => void }) {
  const ctx = useAuthContext();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof SigninFormSchema>>({
    resolver: zodResolver(SigninFormSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting, touchedFields, isSubmitted } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let login;
    try {
      login = await authApi.signIn({
        email: values.email,
        password: values.password,
        applying_to: ctx.search.get('applying_to') ?? undefined,
        is_leadership_job: isLeadershipVisitor() || undefined,
      });
    } catch (error) {
      // spec 01 §8: one message for the form (the first e-mail error, 429, …), shown once, in the form
      setFailure(loginFailureMessage(error));
      return;
    }
    await completeSignIn(login, ctx);
  });

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Sign in">
        {failure && (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          touched={Boolean(touchedFields.email) || isSubmitted}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          touched={Boolean(touchedFields.password) || isSubmitted}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" busy={isSubmitting} className={styles.full}>
          Login
        </Button>
      </form>
      <ProviderSignIn />
      <div className={styles.links}>
        {onSwitch ? (
          <>
            <button type="button" className={styles.linkButton} onClick={() => onSwitch('reset-password')}>
              Forgot password?
            </button>
            <button type="button" className={styles.linkButton} onClick={() => onSwitch('signup')}>
              Create New Account
            </button>
          </>
        ) : (
          <>
            <Link to={pathTo('forgotPassword')}>Forgot password?</Link>
            <Link to={hrefWith(pathTo('signup'), ctx.search)}>Create New Account</Link>
          </>
        )}
      </div>
    </>
  );
}
