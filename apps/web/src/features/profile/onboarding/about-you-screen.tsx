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
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { currentCandidateKeys, useCurrentCandidate } from '../../../lib/current-candidate.ts';
import { toast } from '../../../lib/toast.ts';
import { OnboardingFrame, StepFooter, StepSection } from './onboarding-frame.tsx';
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
      <StepSection id="qualifications-heading" title="Education and certificates">
        <p>Add at least one degree, diploma or certificate.</p>
        <QualificationEditor
          candidateId={profile.id}
          education={profile.education}
          certificates={profile.certificates}
        />
      </StepSection>
      <form onSubmit={onSubmit} noValidate aria-label="Personal details">
        <StepSection id="preferences-heading" title="Job preferences">
          <PreferenceFields form={form} required={REQUIRED} />
        </StepSection>
        <StepSection id="links-heading" title="Links">
          <LinkFields form={form} />
        </StepSection>
        <StepFooter onBack={() => go(ONBOARDING_PROFESSIONAL_STEP)} busy={form.formState.isSubmitting} />
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
