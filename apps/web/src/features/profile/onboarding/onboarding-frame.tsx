// The frame of every onboarding step: the three labelled stages (spec 01 §4:
// PROFILE, PROFESSIONAL DETAILS, PERSONAL DETAILS), the step's heading, which
// takes focus when the step opens, and the leave-page confirmation.
import { useEffect, useRef, type ReactNode } from 'react';
import { onboardingPageLabel, type OnboardingPageLabel } from '@talent/contracts/onboarding';
import { LeavePageGuard } from '../components/leave-page-guard.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import styles from './onboarding-frame.module.css';

const STAGES: OnboardingPageLabel[] = ['PROFILE', 'PROFESSIONAL DETAILS', 'PERSONAL DETAILS'];

/** Stages the status has already passed: the label of the status is the stage being worked on. */
function passedStages(status: string): number {
  const label = onboardingPageLabel(status);
  if (label) return STAGES.indexOf(label);
  return ['EDUCATION_VERIFIED_V2', 'ASSESSMENT_NA', 'ASSESSMENT_TAKEN', '14', ''].includes(status) ? STAGES.length : 0;
}

export function OnboardingFrame({
  title,
  stage,
  status,
  intro,
  guardLeave = false,
  children,
}: {
  title: string;
  stage: OnboardingPageLabel | null;
  status: string;
  intro?: ReactNode;
  guardLeave?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  const passed = passedStages(status);
  return (
    <main id="main" className="page">
      <PageHead title={title} />
      <nav aria-label="Onboarding steps">
        <ol className={styles.stages}>
          {STAGES.map((label, index) => (
            <li
              key={label}
              className={[
                styles.stage,
                label === stage ? styles.current : '',
                index < passed && label !== stage ? styles.done : '',
              ].join(' ')}
              aria-current={label === stage ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {label}
            </li>
          ))}
        </ol>
      </nav>
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
