// A profile section that shows its values and, on Edit, a form of the same
// fields. Saving sends only those fields (PATCH /v2/users/candidate/); a
// failure keeps the form open with what was typed and the data unchanged, with
// the field errors on their fields and the spec's message (spec 01 §8).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Messages } from '@talent/contracts/messages';
import { additionalInfoError, basicInfoError } from '@talent/contracts/onboarding-routing';
import type { CandidateProfile } from '@talent/contracts/profile';
import { FormFailure } from '../../../components/ui/form-fields.tsx';
import type { ProfileForm } from './profile-fields.tsx';
import { hasMissingFields, useProfileForm, type ProfileFormField } from './profile-form.ts';
import { applyServerErrors, failureOf, isRefusedBody } from '../../../lib/form-errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdateProfile } from '../api/profile-mutations.ts';
import { toast } from '../../../lib/toast.ts';
import styles from '../profile-view.module.css';

export interface FieldSectionProps {
  title: string;
  /** The section's id, for links to it (the dashboard's to-do list). */
  anchor?: string;
  profile: CandidateProfile;
  fields: readonly ProfileFormField[];
  required?: readonly ProfileFormField[];
  /** Which failure message family applies (spec 01 §8: basic-info or additional-info update). */
  messages?: 'basic' | 'additional';
  view: ReactNode;
  editor: (form: ProfileForm, required: readonly ProfileFormField[]) => ReactNode;
  onEditingChange?: (editing: boolean) => void;
}

function SectionForm({
  title,
  profile,
  fields,
  required = [],
  messages = 'additional',
  editor,
  onClose,
}: Omit<FieldSectionProps, 'view' | 'onEditingChange'> & { onClose: () => void }) {
  const form = useProfileForm(profile, fields, required);
  const [missing, setMissing] = useState(false);
  const update = useUpdateProfile();
  const onSubmit = form.handleSubmit(
    async (values) => {
      setMissing(false);
      try {
        await update.mutateAsync({ body: values });
        toast.success(Messages.dataUpdated);
        onClose();
      } catch (error) {
        if (isRefusedBody(error)) return;
        applyServerErrors(form.setError, error, fields);
        const { status, data } = failureOf(error);
        toast.error(messages === 'basic' ? basicInfoError(data) : additionalInfoError(status, data));
      }
    },
    (errors) => setMissing(hasMissingFields(errors)),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Edit ${title.toLowerCase()}`}>
      <FormFailure message={missing ? Messages.onboardingMissingFields : null} />
      {editor(form, required)}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={form.formState.isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}

export function FieldSection({ view, onEditingChange, ...props }: FieldSectionProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const head = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    onEditingChange?.(editing);
  }, [editing, onEditingChange]);
  useEffect(() => {
    // focus returns to the Edit button only when this section's form closes:
    // never on mount, on a repeated effect run or on another section's change
    if (wasEditing.current && !editing) head.current?.querySelector('button')?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <section className={styles.section} aria-labelledby={headingId} id={props.anchor}>
      <div ref={head} className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {props.title}
        </h2>
        {!editing && (
          <Button variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit ${props.title}`}>
            Edit
          </Button>
        )}
      </div>
      {editing ? <SectionForm {...props} onClose={() => setEditing(false)} /> : view}
    </section>
  );
}
