// The last onboarding step: refer and earn, then finish onboarding (the
// candidate PATCH without a body, spec 01 §4) and go to the dashboard.
import { BRAND } from '@talent/contracts/page-shell';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD } from '@talent/contracts/onboarding-routing';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { useFinishOnboarding } from '../api/onboarding-actions.ts';
import { referralLinkQuery } from '../api/referral-link.ts';
import { useCurrentCandidate } from '../../../lib/current-candidate.ts';
import styles from './onboarding-frame.module.css';
import { OnboardingFrame } from './onboarding-frame.tsx';

export default function ReferAndEarnScreen() {
  const { data: profile } = useCurrentCandidate();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const finishOnboarding = useFinishOnboarding();
  const referral = useQuery(referralLinkQuery());
  if (!profile) return <LoadingAnimation />;

  const finish = async () => {
    setBusy(true);
    const done = await finishOnboarding();
    setBusy(false);
    if (done) navigate(DASHBOARD);
  };

  // the candidate's own link carries their code; the bare sign-up page only if it cannot be had
  const invite = referral.data?.link ?? `${window.location.origin}${pathTo('signup')}`;
  return (
    <OnboardingFrame
      title="Refer and earn"
      status={profile.user.onboarding_status}
      intro={`Your profile is ready. Know someone who would like a great job? Invite them to ${BRAND} and earn a reward when they are hired.`}
      guardLeave
    >
      {referral.isPending ? (
        <p>Loading your referral link…</p>
      ) : (
        <p>
          Share this link with friends: <a href={invite}>{invite}</a>
          {referral.data && (
            <>
              <br />
              Your referral code: <strong>{referral.data.code}</strong>
            </>
          )}
        </p>
      )}
      <div className={`${styles.footer} ${styles.footerEnd}`}>
        <Button busy={busy} onClick={() => void finish()}>
          Go to dashboard
        </Button>
      </div>
    </OnboardingFrame>
  );
}
