// spec 01 §2 Change Password modal: Current Password (old_password), New
// Password (new_password), Confirm New Password (confirm_password), all
// required with the password rule; 'New password do not match'; button
// 'Update'; closes after success. spec 01 §8: success 'Password changed
// successfully'; failure the response body, or 'Unable to process the
// request, Try again later' without a response. The answer carries a fresh
// token pair ('updates locally stored auth data').
import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { ChangePasswordFormSchema, type ChangePasswordForm } from '@talent/contracts/fields';
import { Messages } from '@talent/contracts/messages';
import { ApiError, fieldErrorsOf, firstErrorMessage } from '../../../lib/api-client.ts';
import { setSessionTokens } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { authApi } from '../api/auth-api.ts';

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;

export function ChangePasswordModal({
  open,
  onClose,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  /** The control that opened the menu holding the entry: the entry itself closes with the menu. */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting, touchedFields } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const renewed = await authApi.changePassword({
        old_password: values.old_password,
        new_password: values.new_password,
      });
      setSessionTokens(renewed.token, renewed.refresh);
      toast.success(Messages.passwordChanged);
      close();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (!error.hasResponse) {
        toast.error(Messages.changePasswordNoResponse);
        return;
      }
      const fields = fieldErrorsOf(error);
      let placed = false;
      for (const name of FIELDS) {
        if (fields[name]) {
          form.setError(name, { message: fields[name] });
          placed = true;
        }
      }
      if (!placed) toast.error(firstErrorMessage(error.data) ?? Messages.changePasswordNoResponse);
    }
  });

  return (
    <Modal open={open} onClose={close} title="Change Password" size="sm" returnFocus={returnFocus}>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          touched={Boolean(touchedFields.old_password) || form.formState.isSubmitted}
          error={errors.old_password?.message}
          {...form.register('old_password')}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          touched={Boolean(touchedFields.new_password) || form.formState.isSubmitted}
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          touched={Boolean(touchedFields.confirm_password) || form.formState.isSubmitted}
          error={errors.confirm_password?.message}
          {...form.register('confirm_password')}
        />
        <Button type="submit" busy={isSubmitting} style={{ width: '100%' }}>
          Update
        </Button>
      </form>
    </Modal>
  );
}
