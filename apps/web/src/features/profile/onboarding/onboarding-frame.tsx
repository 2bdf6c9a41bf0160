// The frame of every onboarding step: the stepper, one step per screen in the
// order the candidate goes through them (contracts' ONBOARDING_STEPS), the
// step's heading, which takes focus when the step opens, and the leave-page
// confirmation. The current step comes from the route, so a screen cannot
// show a stage other than its own.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ONBOARDING_STEPS, onboardingProgress } from '@talent/contracts/onboarding-routing';
import { Button } from '../../../components/ui/button.tsx';
import { LeavePageGuard } from '../components/leave-page-guard.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import styles from './onboarding-frame.module.css';

export function OnboardingStepper({ status }: { status: string }) {
  const { pathname } = useLocation();
  // a finished candidate is rerouted off these screens, except the resume step: its status says how far it is
  const { current, passed } = onboardingProgress(pathname, { onboarding_status: status, onboarding_complete: false });
  return (
    <nav aria-label="Onboarding steps" className={styles.stepper}>
      {current >= 0 && (
        <p className={styles.progress} aria-hidden="true">
          Step {current + 1} of {ONBOARDING_STEPS.length}
        </p>
      )}
      <ol className={styles.stages}>
        {ONBOARDING_STEPS.map((step, index) => {
          const isCurrent = index === current;
          const done = index < passed && !isCurrent;
          return (
            <li
              key={step.path}
              className={[styles.stage, isCurrent ? styles.current : '', done ? styles.done : ''].join(' ')}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span className={isCurrent ? styles.label : styles.otherLabel}>
                {step.label}
                {done && <span className="visually-hidden"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function OnboardingFrame({
  title,
  status,
  intro,
  guardLeave = false,
  children,
}: {
  title: string;
  /** No longer read (the stepper reads the route); the resume screen still passes it. */
  stage?: null;
  status: string;
  intro?: ReactNode;
  guardLeave?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  return (
    <main id="main" className="page">
      <PageHead title={title} />
      <OnboardingStepper status={status} />
      <div className="card">
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
      <LeavePageGuard active={guardLeave} />
    </main>
  );
}

/** A titled part of a step ('Employment', 'Links'), named by its heading. */
export function StepSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The foot of a step's form: Back to the previous step (where there is one) and Save and continue. */
export function StepFooter({ onBack, busy }: { onBack?: () => void; busy: boolean }) {
  return (
    <div className={onBack ? styles.footer : `${styles.footer} ${styles.footerEnd}`}>
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      )}
      <Button type="submit" busy={busy}>
        Save and continue
      </Button>
    </div>
  );
}
