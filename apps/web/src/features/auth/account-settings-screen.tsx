// Account settings (spec 01 §2 protected route /account-settings/, spec 02 §7
// account calls, decision 006): e-mail and its verification, change e-mail,
// password (change, replace a default one, or set a first one), marketing
// consent, the e-mail notifications section the route module passes in
// (decision 032), cookie preferences, download my data (GDPR export) and delete the
// account (with a confirmation step).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  AuthMessages,
  ChangeEmailFormSchema,
  NewPasswordFormSchema,
  type AccountSettings,
  type CookiePreferences,
} from '@talent/contracts/auth';
import { Messages } from '@talent/contracts/messages';
import type { CandidateProfileCore } from '@talent/contracts/profile';
import { ChangePasswordModal } from './components/change-password-modal.tsx';
import { endSession } from './session-end.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError, fieldErrorsOf, firstErrorMessage } from '../../lib/api-client.ts';
import { currentCandidateKeys } from '../../lib/current-candidate.ts';
import { setSessionTokens } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { accountSettingsQuery, authApi, authKeys } from './api/auth-api.ts';
import styles from './components/auth.module.css';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { ResendVerification } from './components/verify-email-panel.tsx';
import { writeConsent } from './cookie-preferences.ts';
import { dispositionFilename, saveResponseAs } from '../../lib/save-file.ts';

const failureText = (error: unknown) =>
  error instanceof ApiError
    ? error.status === 429
      ? Messages.tooManyAttempts
      : (firstErrorMessage(error.data) ?? Messages.somethingWrongLater)
    : Messages.somethingWrongLater;

function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authKeys.settings() }),
      queryClient.invalidateQueries({ queryKey: currentCandidateKeys.all }),
    ]);
}

function EmailSection({ settings }: { settings: AccountSettings }) {
  const refresh = useRefreshAccount();
  type Values = z.input<typeof ChangeEmailFormSchema>;
  const form = useForm<Values, unknown, z.output<typeof ChangeEmailFormSchema>>({
    resolver: zodResolver(ChangeEmailFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const changed = await authApi.changeEmail(values);
      setSessionTokens(changed.token, changed.refresh);
      form.reset();
      await refresh();
      toast.success(changed.detail);
    } catch (error) {
      const { placed } = applyServerErrors(form.setError, error, ['email', 'password']);
      if (!placed) toast.error(failureText(error));
    }
  });
  return (
    <section className={styles.section} aria-labelledby="settings-email">
      <h2 id="settings-email">E-mail address</h2>
      <p>
        <strong>{settings.email}</strong>
        <span className={`${styles.badge} ${settings.email_verified ? styles.verified : styles.unverified}`}>
          {settings.email_verified ? 'Verified' : 'Not verified'}
        </span>
      </p>
      {!settings.email_verified && <ResendVerification />}
      {settings.has_password ? (
        <form onSubmit={submit} noValidate aria-label="Change e-mail address" style={{ marginTop: 'var(--space-4)' }}>
          <div className={styles.row}>
            <TextField
              label="New e-mail address"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...form.register('password')}
            />
          </div>
          <Button type="submit" variant="secondary" busy={isSubmitting}>
            Change e-mail address
          </Button>
        </form>
      ) : (
        <p>{AuthMessages.passwordNeeded} Then you can change your e-mail address here.</p>
      )}
    </section>
  );
}

function NewPasswordSection({ settings }: { settings: AccountSettings }) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAccount();
  type Values = z.input<typeof NewPasswordFormSchema>;
  const form = useForm<Values, unknown, z.output<typeof NewPasswordFormSchema>>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const replacingDefault = settings.has_password;
  const submit = form.handleSubmit(async (values) => {
    try {
      const renewed = replacingDefault
        ? await authApi.changeDefaultPassword({
            new_password: values.password,
            confirm_password: values.confirm_password,
          })
        : await authApi.setCandidateAccount(values);
      setSessionTokens(renewed.token, renewed.refresh);
      // spec 01 §4 password flows: using_default_password becomes false in the session profile
      queryClient.setQueryData<CandidateProfileCore>(currentCandidateKeys.all, (profile) =>
        profile ? { ...profile, user: { ...profile.user, using_default_password: false } } : profile,
      );
      form.reset();
      await refresh();
      toast.success(Messages.passwordSetDone);
    } catch (error) {
      // the two calls name the new password differently (new_password, password)
      const fields = fieldErrorsOf(error);
      const password = fields.password ?? fields.new_password;
      if (password) form.setError('password', { type: 'server', message: password });
      if (fields.confirm_password)
        form.setError('confirm_password', { type: 'server', message: fields.confirm_password });
      if (!password && !fields.confirm_password) toast.error(failureText(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={replacingDefault ? 'Set your own password' : 'Set a password'}>
      <p>
        {replacingDefault
          ? 'Your account uses a password we gave you. Choose your own.'
          : 'Your account has no password yet (you signed in with a provider). Set one to sign in with your e-mail too.'}
      </p>
      <div className={styles.row}>
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...form.register('confirm_password')}
        />
      </div>
      <Button type="submit" variant="secondary" busy={isSubmitting}>
        Set password
      </Button>
    </form>
  );
}

function PasswordSection({ settings }: { settings: AccountSettings }) {
  const [open, setOpen] = useState(false);
  const needsNew = !settings.has_password || settings.using_default_password || settings.password_change_required;
  return (
    <section className={styles.section} aria-labelledby="settings-password">
      <h2 id="settings-password">Password</h2>
      {needsNew ? (
        <NewPasswordSection settings={settings} />
      ) : (
        <>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Change Password
          </Button>
          <ChangePasswordModal open={open} onClose={() => setOpen(false)} />
        </>
      )}
    </section>
  );
}

function ConsentSection({ settings }: { settings: AccountSettings }) {
  const refresh = useRefreshAccount();
  const [saving, setSaving] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="settings-consent">
      <h2 id="settings-consent">E-mail preferences</h2>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={settings.marketing_email_consent}
          disabled={saving}
          onChange={async (event) => {
            setSaving(true);
            try {
              await authApi.emailConsent(event.target.checked);
              await refresh();
              toast.success(Messages.dataUpdated);
            } catch (error) {
              toast.error(failureText(error));
            } finally {
              setSaving(false);
            }
          }}
        />
        <span>Send me job recommendations and news by e-mail</span>
      </label>
    </section>
  );
}

function CookieSection({ settings }: { settings: AccountSettings }) {
  const refresh = useRefreshAccount();
  const saved = settings.cookie_preferences;
  const [analytical, setAnalytical] = useState(saved.is_analytical ?? false);
  const [marketing, setMarketing] = useState(saved.is_marketing ?? false);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const preferences: CookiePreferences = { is_necessary: true, is_analytical: analytical, is_marketing: marketing };
    setBusy(true);
    try {
      await authApi.cookiePreferences(preferences);
      writeConsent(preferences);
      await refresh();
      toast.success(Messages.dataUpdated);
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="settings-cookies">
      <h2 id="settings-cookies">Cookie preferences</h2>
      <label className={styles.checkbox}>
        <input type="checkbox" checked disabled />
        <span>Necessary cookies (always on: they keep you signed in)</span>
      </label>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={analytical} onChange={(e) => setAnalytical(e.target.checked)} />
        <span>Analytics cookies</span>
      </label>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
        <span>Marketing cookies</span>
      </label>
      <Button variant="secondary" busy={busy} onClick={save}>
        Save cookie preferences
      </Button>
    </section>
  );
}

function DataSection() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await authApi.exportData();
      await saveResponseAs(response, dispositionFilename(response) ?? 'talent500-data.json');
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="settings-data">
      <h2 id="settings-data">Your data</h2>
      <p>Download everything we hold about you as a JSON file.</p>
      <Button variant="secondary" busy={busy} onClick={download}>
        Download my data
      </Button>
    </section>
  );
}

function DeleteSection({ settings }: { settings: AccountSettings }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mailedToken = params.get('delete_token');
  const [step, setStep] = useState<'closed' | 'ask' | 'confirm' | 'mailed'>(mailedToken ? 'confirm' : 'closed');
  const [token, setToken] = useState<string | null>(mailedToken);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setStep('closed');
    setPassword('');
    setError(undefined);
    if (mailedToken) {
      params.delete('delete_token');
      setParams(params, { replace: true });
    }
  };
  const request = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await authApi.requestDeletion(settings.has_password ? password : undefined);
      if (answer.confirmation_token) {
        setToken(answer.confirmation_token);
        setStep('confirm');
      } else {
        setStep('mailed');
      }
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.data as Record<string, string[]> | null) : null;
      setError(fields?.password?.[0] ?? failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!token) return;
    setBusy(true);
    try {
      const answer = await authApi.confirmDeletion(token);
      toast.success(answer.detail);
      await endSession('unauthorized', navigate);
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="settings-delete">
      <h2 id="settings-delete">Delete account</h2>
      <p>Your account, profile, applications and files are removed for good.</p>
      <Button variant="danger" onClick={() => setStep('ask')}>
        Delete my account
      </Button>
      <Modal open={step !== 'closed'} onClose={close} title="Delete your account" size="sm">
        {error && (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        )}
        {step === 'ask' && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void request();
            }}
          >
            <p>This cannot be undone.</p>
            {settings.has_password ? (
              <TextField
                label="Current password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            ) : (
              <p>We will e-mail you a link to confirm.</p>
            )}
            <Button type="submit" variant="danger" busy={busy} className={styles.full}>
              Continue
            </Button>
          </form>
        )}
        {step === 'mailed' && <p role="status">{AuthMessages.deletionMailed}</p>}
        {step === 'confirm' && (
          <>
            <p>Delete your account and all its data now? This cannot be undone.</p>
            <div className={styles.inline}>
              <Button variant="danger" busy={busy} onClick={confirm}>
                Yes, delete my account
              </Button>
              {/* one Enter must not delete the account: focus starts on Cancel */}
              <Button variant="ghost" onClick={close} data-autofocus>
                Cancel
              </Button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
}

export default function AccountSettingsScreen({ emailNotifications }: { emailNotifications?: ReactNode }) {
  const settings = useQuery(accountSettingsQuery());
  return (
    <main id="main" className="page">
      <PageHead title="Account settings" />
      <div className={styles.settings}>
        <h1>Account settings</h1>
        {settings.isPending ? (
          <LoadingAnimation message="Loading your settings" />
        ) : settings.isError ? (
          <p className={styles.alert} role="alert">
            {failureText(settings.error)}
          </p>
        ) : (
          <>
            <EmailSection settings={settings.data} />
            <PasswordSection settings={settings.data} />
            <ConsentSection settings={settings.data} />
            {emailNotifications}
            <CookieSection settings={settings.data} />
            <DataSection />
            <DeleteSection settings={settings.data} />
          </>
        )}
      </div>
    </main>
  );
}
