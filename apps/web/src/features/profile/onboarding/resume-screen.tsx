// The resume step: upload or skip (spec 01 §2), right after the profile so
// that a resume fills the jobs, education and skills the next steps would
// otherwise ask for by hand (decision 049). Also the stop an international
// candidate makes on the way to the job-apply page (spec 01 §4 redirect
// helper): with a redirect_url to that page, the step leads straight there.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ONBOARDING_PROFESSIONAL_STEP, ONBOARDING_PROFILE_STEP } from '@talent/contracts/onboarding-routing';
import { PrefillMessages } from '@talent/contracts/resume-prefill';
import { NOTHING_PENDING } from '../components/resume-prefill-review.tsx';
import { ResumeUpload } from '../components/resume-upload.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { useCurrentCandidate } from '../../../lib/current-candidate.ts';
import styles from './onboarding-frame.module.css';
import { OnboardingFrame } from './onboarding-frame.tsx';
import { useStepNavigation } from './use-step-navigation.ts';

export default function ResumeScreen() {
  const { data: profile } = useCurrentCandidate();
  const { redirectUrl, go } = useStepNavigation();
  const navigate = useNavigate();
  /** Ticked resume proposals not saved yet, and whether they are being saved (decision 027). */
  const [pending, setPending] = useState(NOTHING_PENDING);
  /**
   * The move (Back or Continue) waiting for the candidate to give up those
   * proposals. Both are disabled while proposals are saved, so the count
   * cannot change under an open question.
   */
  const [held, setHeld] = useState<(() => void) | null>(null);
  if (!profile) return <LoadingAnimation />;

  const next = () => {
    if (redirectUrl?.startsWith('/job-application/')) navigate(redirectUrl);
    else go(ONBOARDING_PROFESSIONAL_STEP);
  };
  // leaving the step drops what the review holds: ask first
  const guarded = (move: () => void) => () => (pending.count > 0 ? setHeld(() => move) : move());

  return (
    <OnboardingFrame
      title="Upload your resume"
      stage={null}
      status={profile.user.onboarding_status}
      intro="Recruiters see your resume with your applications. You can add it later from your profile."
      guardLeave
    >
      <ResumeUpload profile={profile} onPendingChange={setPending} />
      <div className={styles.footer}>
        {/* while the proposals are being added, the step waits for them */}
        <Button variant="secondary" onClick={guarded(() => go(ONBOARDING_PROFILE_STEP))} disabled={pending.saving}>
          Back
        </Button>
        <div className={styles.group}>
          {!profile.resume_link && (
            <Button variant="ghost" onClick={next}>
              Skip for now
            </Button>
          )}
          <Button onClick={guarded(next)} disabled={!profile.resume_link || pending.saving}>
            Continue
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={held !== null}
        title={PrefillMessages.unsavedTitle}
        confirmLabel={PrefillMessages.leaveUnsaved}
        cancelLabel={PrefillMessages.stayWithUnsaved}
        tone="primary"
        onConfirm={() => {
          const move = held;
          setHeld(null);
          move?.();
        }}
        onCancel={() => setHeld(null)}
      >
        <p>{PrefillMessages.unsaved(pending.count)}</p>
      </ConfirmDialog>
    </OnboardingFrame>
  );
}
