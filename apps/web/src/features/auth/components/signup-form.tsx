// Sign-up (spec 01 §2; POST /users/candidate/signup_v3/). Success follows the
// sign-in success order of spec 01 §4, so applying_to applies to the job. A
// server in confirm-first mode (decision 014) answers without a session: the
// form then says to check the inbox, and the e-mailed link continues from the
// page sent as return_to.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SignupFormSchema } from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { authApi } from '../api/auth-api.ts';
import { hrefWith, type AuthAction } from '../auth-query.ts';
import { completeSignIn } from '../sign-in-success.ts';
import styles from './auth.module.css';
import { ProviderSignIn } from './provider-sign-in.tsx';
import { SignupCheckInbox } from './signup-check-inbox.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { isLeadershipVisitor, useAuthContext } from './use-auth-context.ts';

type Values = z.input<typeof SignupFormSchema>;
const FIELDS = ['first_name', 'last_name', 'email', 'password', 'phone'] as const;
/** The server's bound on return_to; a longer page address is not sent (the link then starts afresh). */
const RETURN_TO_MAX = 2000;

export function SignupForm({ onSwitch }: { onSwitch?: (action: AuthAction) => void }) {
  const ctx = useAuthContext();
  const [failure, setFailure] = useState<string | null>(null);
  const [checkInbox, setCheckInbox] = useState<{ email: string; detail: string } | null>(null);
  const form = useForm<Values, unknown, z.output<typeof SignupFormSchema>>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      phone: '',
      marketing_email_consent: false,
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting, touchedFields, isSubmitted } = form.formState;
  const touched = (name: (typeof FIELDS)[number]) => Boolean(touchedFields[name]) || isSubmitted;

  const returnTo = hrefWith(ctx.pathname, ctx.search);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let answer;
    try {
      answer = await authApi.signUp({
        ...values,
        phone: values.phone || undefined,
        referral_code: ctx.search.get('referral_code') ?? undefined,
        applying_to: ctx.search.get('applying_to') ?? undefined,
        is_leadership_job: isLeadershipVisitor() || undefined,
        return_to: returnTo.length <= RETURN_TO_MAX ? returnTo : undefined,
      });
    } catch (error) {
      const { placed, message } = applyServerErrors(form.setError, error, FIELDS);
      const text =
        error instanceof ApiError && error.status === 429
          ? Messages.tooManyAttempts
          : (message ?? (error instanceof Error ? error.message : Messages.somethingWrongLater));
      // shown once: on its fields, or above the form when no field owns it
      if (!placed || (error instanceof ApiError && error.status === 429)) setFailure(text);
      return;
    }
    if ('token' in answer) await completeSignIn(answer, ctx, { signedUp: true });
    else setCheckInbox({ email: values.email, detail: answer.detail });
  });

  if (checkInbox) {
    return (
      <SignupCheckInbox
        email={checkInbox.email}
        detail={checkInbox.detail}
        onChangeAddress={() => setCheckInbox(null)}
        onSwitch={onSwitch}
        signinHref={hrefWith(pathTo('signin'), ctx.search)}
      />
    );
  }

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Create New Account">
        {failure && (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.row}>
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            touched={touched('first_name')}
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            touched={touched('last_name')}
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          touched={touched('email')}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters with an uppercase and a lowercase letter, a number and one of @$!%*?&"
          touched={touched('password')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits; country code +91"
          touched={touched('phone')}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <label className={styles.checkbox}>
          <input type="checkbox" {...form.register('marketing_email_consent')} />
          <span>Send me job recommendations and news by e-mail</span>
        </label>
        <Button type="submit" busy={isSubmitting} className={styles.full}>
          Create New Account
        </Button>
      </form>
      <ProviderSignIn />
      <div className={styles.links}>
        <span>Already have an account?</span>
        {onSwitch ? (
          <button type="button" className={styles.linkButton} onClick={() => onSwitch('signin')}>
            Login
          </button>
        ) : (
          <Link to={hrefWith(pathTo('signin'), ctx.search)}>Login</Link>
        )}
      </div>
    </>
  );
}
