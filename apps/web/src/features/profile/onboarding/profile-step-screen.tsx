// The onboarding profile step (spec 01 §4, path chosen in decision 005): the
// basic information, stage PROFILE, with the phone verification beside the
// phone number (optional: it can be done later from the profile). Saving moves
// the status to BASIC_INFO_VERIFIED_V2 and goes on to the resume.
import { useState } from 'react';
import { Messages } from '@talent/contracts/messages';
import { basicInfoError, ONBOARDING_RESUME_STEP, STATUS_AFTER_STEP } from '@talent/contracts/onboarding-routing';
import type { CandidateProfile } from '@talent/contracts/profile';
import { FormFailure } from '../../../components/ui/form-fields.tsx';
import { PhoneVerification } from '../components/phone-verification.tsx';
import { BasicInfoFields, CareerFields } from '../components/profile-fields.tsx';
import { hasMissingFields, useProfileForm, type ProfileFormField } from '../components/profile-form.ts';
import { applyServerErrors, failureOf, isRefusedBody } from '../../../lib/form-errors.ts';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { useCurrentCandidate } from '../../../lib/current-candidate.ts';
import { toast } from '../../../lib/toast.ts';
import { OnboardingFrame, StepFooter } from './onboarding-frame.tsx';
import { useSaveStep } from './save-step.ts';
import { useStepNavigation } from './use-step-navigation.ts';

const FIELDS: ProfileFormField[] = [
  'first_name',
  'last_name',
  'phone_location',
  'phone',
  'gender',
  'current_location',
  'is_fresher',
  'experience_years',
  'experience_months',
  'job_profile_preference',
];
const REQUIRED: ProfileFormField[] = [
  'first_name',
  'last_name',
  'phone',
  'current_location',
  'experience_years',
  'job_profile_preference',
];

function ProfileStepForm({ profile }: { profile: CandidateProfile }) {
  const form = useProfileForm(profile, FIELDS, REQUIRED);
  const { go } = useStepNavigation();
  const saveStep = useSaveStep();
  const [missing, setMissing] = useState(false);
  const phone = form.watch('phone') ?? '';
  const phoneLocation = form.watch('phone_location') ?? '';

  const onSubmit = form.handleSubmit(
    async (values) => {
      setMissing(false);
      try {
        await saveStep(profile, values, STATUS_AFTER_STEP.profile);
        go(ONBOARDING_RESUME_STEP);
      } catch (error) {
        if (isRefusedBody(error)) return;
        applyServerErrors(form.setError, error, FIELDS);
        toast.error(basicInfoError(failureOf(error).data));
      }
    },
    (errors) => {
      const isMissing = hasMissingFields(errors);
      setMissing(isMissing);
      if (isMissing) toast.error(Messages.onboardingMissingFields);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Basic information">
      <FormFailure message={missing ? Messages.onboardingMissingFields : null} />
      <BasicInfoFields
        form={form}
        required={REQUIRED}
        afterPhone={
          <PhoneVerification
            canSkip
            phone={phone}
            phoneLocation={phoneLocation}
            verified={
              profile.phone_verified &&
              profile.phone === phone.trim() &&
              profile.phone_location === phoneLocation.trim()
            }
          />
        }
      />
      <CareerFields form={form} required={REQUIRED} />
      <StepFooter busy={form.formState.isSubmitting} />
    </form>
  );
}

export default function ProfileStepScreen() {
  const { data: profile } = useCurrentCandidate();
  if (!profile) return <LoadingAnimation />;
  return (
    <OnboardingFrame
      title="Basic information"
      status={profile.user.onboarding_status}
      intro="Tell us about yourself so we can match you with the right jobs."
    >
      <ProfileStepForm profile={profile} />
    </OnboardingFrame>
  );
}
