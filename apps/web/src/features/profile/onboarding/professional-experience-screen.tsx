// Stage PROFESSIONAL DETAILS: employment, skills, salary, notice period and
// joining, after the resume step has filled what it could. Saving moves the
// status to EXPERIENCE_VERIFIED_V2 and goes on to the personal details.
import { useState } from 'react';
import { Messages } from '@talent/contracts/messages';
import {
  additionalInfoError,
  ONBOARDING_PERSONAL_STEP,
  ONBOARDING_RESUME_STEP,
  STATUS_AFTER_STEP,
} from '@talent/contracts/onboarding-routing';
import type { CandidateProfile } from '@talent/contracts/profile';
import { ExperienceEditor } from '../components/experience-editor.tsx';
import { FormFailure } from '../../../components/ui/form-fields.tsx';
import { NoticeFields, SalaryFields, SkillsField } from '../components/profile-fields.tsx';
import { hasMissingFields, useProfileForm, type ProfileFormField } from '../components/profile-form.ts';
import { applyServerErrors, failureOf, isRefusedBody } from '../../../lib/form-errors.ts';
import { LoadingAnimation } from '../../../components/ui/loading.tsx';
import { useCurrentCandidate } from '../../../lib/current-candidate.ts';
import { toast } from '../../../lib/toast.ts';
import { OnboardingFrame, StepFooter, StepSection } from './onboarding-frame.tsx';
import { useSaveStep } from './save-step.ts';
import { useStepNavigation } from './use-step-navigation.ts';

const FIELDS: ProfileFormField[] = [
  'is_fresher',
  'skills',
  'current_annual_salary',
  'current_salary_currency',
  'expected_salary',
  'expected_salary_currency',
  'notice_period',
  'serving_notice_period',
  'last_working_date_of_notice_period',
  'joining_range',
  'number_of_days',
];
const REQUIRED: ProfileFormField[] = [
  'skills',
  'current_annual_salary',
  'expected_salary',
  'notice_period',
  'joining_range',
];

function ProfessionalForm({ profile }: { profile: CandidateProfile }) {
  const form = useProfileForm(profile, FIELDS, REQUIRED);
  const { go } = useStepNavigation();
  const saveStep = useSaveStep();
  const [missing, setMissing] = useState(false);
  const needsEmployment = !profile.is_fresher && profile.experience.length === 0;

  const showMissing = () => {
    setMissing(true);
    toast.error(Messages.onboardingMissingFields);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (needsEmployment) return showMissing();
      setMissing(false);
      try {
        await saveStep(profile, values, STATUS_AFTER_STEP.professional);
        go(ONBOARDING_PERSONAL_STEP);
      } catch (error) {
        if (isRefusedBody(error)) return;
        applyServerErrors(form.setError, error, FIELDS);
        const { status, data } = failureOf(error);
        toast.error(additionalInfoError(status, data));
      }
    },
    (errors) => {
      if (hasMissingFields(errors) || needsEmployment) showMissing();
      else setMissing(false);
    },
  );

  return (
    <>
      <FormFailure message={missing ? Messages.onboardingMissingFields : null} />
      <StepSection id="employment-heading" title="Employment">
        {profile.is_fresher ? (
          <p>You told us you are a fresher, so no employment is needed. You can still add an internship.</p>
        ) : (
          <p>Add your current and previous jobs. At least one is needed.</p>
        )}
        <ExperienceEditor candidateId={profile.id} items={profile.experience} />
      </StepSection>
      <form onSubmit={onSubmit} noValidate aria-label="Professional details">
        <StepSection id="skills-heading" title="Skills">
          <SkillsField form={form} />
        </StepSection>
        <StepSection id="salary-heading" title="Salary and availability">
          <SalaryFields form={form} required={REQUIRED} />
          <NoticeFields form={form} required={REQUIRED} />
        </StepSection>
        <StepFooter onBack={() => go(ONBOARDING_RESUME_STEP)} busy={form.formState.isSubmitting} />
      </form>
    </>
  );
}

export default function ProfessionalExperienceScreen() {
  const { data: profile } = useCurrentCandidate();
  if (!profile) return <LoadingAnimation />;
  return (
    <OnboardingFrame title="Professional details" status={profile.user.onboarding_status} guardLeave>
      <ProfessionalForm profile={profile} />
    </OnboardingFrame>
  );
}
