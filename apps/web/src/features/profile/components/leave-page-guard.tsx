// spec 01 §2 leave-page confirmation: a click on the logo first asks 'Leave
// this page'; Leave marks onboarding finished and goes to the dashboard
// (spec 01 §4), Cancel stays.
import { useState } from 'react';
import { Messages } from '@talent/contracts/messages';
import { useLeaveOnboarding } from '../api/onboarding-actions.ts';
import { useLogoClickGuard } from '../../../lib/logo-click-guard.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

export function LeavePageGuard({ active = true }: { active?: boolean }) {
  const leaveOnboarding = useLeaveOnboarding();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  useLogoClickGuard(
    active
      ? () => {
          setOpen(true);
          return true;
        }
      : null,
  );
  const leave = async () => {
    setBusy(true);
    await leaveOnboarding();
    setBusy(false);
    setOpen(false);
  };
  return (
    <ConfirmDialog
      open={open}
      title={Messages.leavePageTitle}
      confirmLabel={Messages.leavePageConfirm}
      cancelLabel={Messages.leavePageCancel}
      tone="primary"
      busy={busy}
      onConfirm={() => void leave()}
      onCancel={() => setOpen(false)}
    >
      <p>{Messages.leavePageText}</p>
    </ConfirmDialog>
  );
}
