// Stage PERSONAL DETAILS, the 'additional information': qualifications,
// preferences and links. Saving moves the status to EDUCATION_VERIFIED_V2,
// then the user goes to redirect_url, else to refer and earn (spec 01 §2).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Messages } from '@talent/contracts/messages';
import {
  additionalInfoError,
  afterAdditionalInfoRoute,
  ONBOARDING_PROFESSIONAL_STEP,
  STATUS_AFTER_STEP,
} from '@talent/contracts/onboarding-routing';
import type { CandidateProfile } from '@talent/contracts/profile';
import { FormFailure } from '../../../components/ui/form-fields.tsx';
import { LinkFields, PreferenceFields } from '../components/profile-fields.tsx';
import { hasMissingFields, useProfileForm, type ProfileFormField } from '../components/profile-form.ts';
import { QualificationEditor } from '../components/qualification-editor.tsx';
import { applyServerErrors, failureOf, isRefusedBody } from '../../../lib/form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { currentCandidateKeys, useCurrentCandidate } from '../../../lib/current-candidate.ts';
import { toast } from '../../../lib/toast.ts';
import styles from './onboarding-frame.module.css';
import { OnboardingFrame } from './onboarding-frame.tsx';
import { useSaveStep } from './save-step.ts';
import { useStepNavigation } from './use-step-navigation.ts';

const FIELDS: ProfileFormField[] = [
  'preferred_country',
  'preferred_locations',
  'open_to_remote_work',
  'job_type',
  'job_nature',
  'linkedIn',
  'github',
  'stack_overflow',
  'portfolio_link',
];
const REQUIRED: ProfileFormField[] = ['preferred_country', 'job_type'];

function PersonalForm({ profile }: { profile: CandidateProfile }) {
  const form = useProfileForm(profile, FIELDS, REQUIRED);
  const { redirectUrl, go } = useStepNavigation();
  const saveStep = useSaveStep();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [missing, setMissing] = useState(false);
  const needsQualification = profile.education.length + profile.certificates.length === 0;

  const showMissing = () => {
    setMissing(true);
    toast.error(Messages.onboardingMissingFields);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (needsQualification) return showMissing();
      setMissing(false);
      try {
        await saveStep(profile, values, STATUS_AFTER_STEP.personal);
      } catch (error) {
        if (isRefusedBody(error)) return;
        applyServerErrors(form.setError, error, FIELDS);
        const { status, data } = failureOf(error);
        toast.error(additionalInfoError(status, data));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: currentCandidateKeys.all });
      const target = afterAdditionalInfoRoute({ redirectUrl, pathname, onOwnProfile: false, origin: location.origin });
      if (!target) return;
      if (/^https?:\/\//i.test(target)) window.location.assign(target);
      else navigate(target);
    },
    (errors) => {
      if (hasMissingFields(errors) || needsQualification) showMissing();
      else setMissing(false);
    },
  );

  return (
    <>
      <FormFailure message={missing ? Messages.onboardingMissingFields : null} />
      <section className={styles.section} aria-labelledby="qualifications-heading">
        <h2 id="qualifications-heading" className={styles.sectionTitle}>
          Education and certificates
        </h2>
        <p>Add at least one degree, diploma or certificate.</p>
        <QualificationEditor
          candidateId={profile.id}
          education={profile.education}
          certificates={profile.certificates}
        />
      </section>
      <form onSubmit={onSubmit} noValidate aria-label="Personal details">
        <section className={styles.section} aria-labelledby="preferences-heading">
          <h2 id="preferences-heading" className={styles.sectionTitle}>
            Job preferences
          </h2>
          <PreferenceFields form={form} required={REQUIRED} />
        </section>
        <section className={styles.section} aria-labelledby="links-heading">
          <h2 id="links-heading" className={styles.sectionTitle}>
            Links
          </h2>
          <LinkFields form={form} />
        </section>
        <div className={styles.footer}>
          <Button variant="secondary" onClick={() => go(ONBOARDING_PROFESSIONAL_STEP)}>
            Back
          </Button>
          <Button type="submit" busy={form.formState.isSubmitting}>
            Save and continue
          </Button>
        </div>
      </form>
    </>
  );
}

export default function AboutYouScreen() {
  const { data: profile } = useCurrentCandidate();
  if (!profile) return <LoadingAnimation />;
  return (
    <OnboardingFrame title="Personal details" status={profile.user.onboarding_status} guardLeave>
      <PersonalForm profile={profile} />
    </OnboardingFrame>
  );
}
