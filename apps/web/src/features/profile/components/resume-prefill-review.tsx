// Profile from the resume (decision 027): what the uploaded resume proposes,
// each item with how sure the parser is. The candidate ticks, edits or leaves
// out each one; nothing is saved until 'Add to my profile', and then only the
// ticked items, through the profile's own endpoints.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Messages } from '@talent/contracts/messages';
import { experienceErrorMessage, type CandidateProfile } from '@talent/contracts/profile';
import { PrefillMessages, type ResumePrefill } from '@talent/contracts/resume-prefill';
import { ApiError, firstErrorMessage } from '../../../lib/api-client.ts';
import { failureOf } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/loading.tsx';
import { useAddExperience, useAddQualification, useUpdateProfile } from '../api/profile-mutations.ts';
import { resumePrefillQuery } from '../api/resume-prefill-queries.ts';
import { FormFailure } from '../../../components/ui/form-fields.tsx';
import {
  chosenCount,
  experienceBody,
  initialChoices,
  linkError,
  linkPatch,
  mergedSkills,
  qualificationBody,
  type Choice,
  type Choices,
} from './prefill-choices.ts';
import { ConfidenceBadge, ExperienceCard, LinkRow, QualificationCard } from './prefill-items.tsx';
import styles from './resume-prefill-review.module.css';

/** What the review holds that leaving the page would drop. */
export interface PendingProposals {
  /** Ticked items not on the profile yet. */
  count: number;
  /** 'Add to my profile' is sending them. */
  saving: boolean;
}
export const NOTHING_PENDING: PendingProposals = { count: 0, saving: false };

function failureText(error: unknown) {
  if (error instanceof ApiError && error.hasResponse) return firstErrorMessage(error.data) ?? Messages.genericError;
  return Messages.serverIssue;
}

export function ResumePrefillReview({
  profile,
  fileId,
  onClose,
  onPendingChange,
}: {
  profile: CandidateProfile;
  fileId: string;
  onClose: () => void;
  /** Ticked items not saved yet, and whether a save is running; nothing once the review closes. */
  onPendingChange?: (pending: PendingProposals) => void;
}) {
  const proposals = useQuery(resumePrefillQuery(fileId));
  const headingId = useId();
  return (
    <section className={styles.review} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Suggested from your resume
      </h3>
      {proposals.isPending ? (
        <p className={styles.reading} role="status">
          <Spinner label="Reading your resume" />
          <span aria-hidden="true">Reading your resume…</span>
        </p>
      ) : proposals.isError ? (
        <div>
          <p className={styles.problem} role="alert">
            {failureText(proposals.error)}
          </p>
          <Button variant="secondary" onClick={onClose}>
            Close suggestions
          </Button>
        </div>
      ) : (
        <ReviewForm profile={profile} prefill={proposals.data} onClose={onClose} onPendingChange={onPendingChange} />
      )}
    </section>
  );
}

function ReviewForm({
  profile,
  prefill,
  onClose,
  onPendingChange,
}: {
  profile: CandidateProfile;
  prefill: ResumePrefill;
  onClose: () => void;
  onPendingChange?: (pending: PendingProposals) => void;
}) {
  const [choices, setChoices] = useState<Choices>(() => initialChoices(prefill, profile));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const addExperience = useAddExperience(profile.id);
  const addQualification = useAddQualification(profile.id);
  const updateProfile = useUpdateProfile();

  const confidenceOf = Object.fromEntries(
    [...prefill.experience, ...prefill.education, ...prefill.skills, ...prefill.links].map((p) => [
      p.key,
      p.confidence,
    ]),
  );

  function update<K extends 'experience' | 'education' | 'skills' | 'links'>(
    kind: K,
    key: string,
    next: { item?: Choices[K][number]['item']; include?: boolean },
  ) {
    setProblem(null);
    setChoices((current) => ({
      ...current,
      [kind]: (current[kind] as Choice<unknown>[]).map((choice) =>
        choice.key === key
          ? {
              ...choice,
              ...(next.item ? { item: next.item } : {}),
              ...(next.include !== undefined ? { include: next.include } : {}),
            }
          : choice,
      ),
    }));
  }

  const count = chosenCount(choices);
  useEffect(() => {
    onPendingChange?.({ count, saving });
  }, [count, saving, onPendingChange]);
  useEffect(() => () => onPendingChange?.(NOTHING_PENDING), [onPendingChange]);

  const save = async () => {
    const experience = choices.experience.filter((c) => c.include);
    const education = choices.education.filter((c) => c.include);
    const skills = choices.skills.filter((c) => c.include).map((c) => c.item);
    const links = choices.links.filter((c) => c.include).map((c) => c.item);
    if (count === 0) return setProblem(PrefillMessages.nothingChosen);
    // every ticked item must pass the profile's rules before the first call
    if (
      experience.some((c) => 'errors' in experienceBody(c.item)) ||
      education.some((c) => 'errors' in qualificationBody(c.item))
    )
      return setProblem('Some ticked items need your edit first: see the fields marked in red.');
    if (links.some((l) => linkError(l))) return setProblem('Check the web addresses marked in red.');
    const merged = mergedSkills(profile, skills);
    if ('error' in merged) return setProblem(merged.error);

    setSaving(true);
    let saved = 0;
    // a save that fails half way leaves only what is still to do on the list
    const done = (kind: 'experience' | 'education', key: string) => {
      saved++;
      setChoices((current) => ({ ...current, [kind]: current[kind].filter((c) => c.key !== key) }));
    };
    try {
      for (const choice of experience) {
        const checked = experienceBody(choice.item);
        if ('body' in checked) await addExperience.mutateAsync(checked.body);
        done('experience', choice.key);
      }
      for (const choice of education) {
        const checked = qualificationBody(choice.item);
        if ('body' in checked) await addQualification.mutateAsync(checked.body);
        done('education', choice.key);
      }
      if (skills.length || links.length) {
        await updateProfile.mutateAsync({
          body: { ...(skills.length ? { skills: merged.skills } : {}), ...linkPatch(links) },
        });
        saved += skills.length + links.length;
      }
      toast.success(PrefillMessages.saved(saved));
      onClose();
    } catch (error) {
      const { status, data } = failureOf(error);
      setProblem(
        status === 0 ? Messages.serverIssue : (firstErrorMessage(data) ?? experienceErrorMessage('add', status, data)),
      );
    } finally {
      setSaving(false);
    }
  };

  const empty =
    choices.experience.length + choices.education.length + choices.skills.length + choices.links.length === 0;

  return (
    <div>
      <p className={styles.intro}>
        We read these from {prefill.resume_filename ? <strong>{prefill.resume_filename}</strong> : 'your resume'}.
        Nothing is saved until you choose: tick what is right, edit what is nearly right, untick the rest.
      </p>
      {empty && <p className={styles.intro}>Everything the resume names is already on your profile.</p>}

      {choices.experience.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Experience</legend>
          <ul className={styles.cards}>
            {choices.experience.map((choice) => (
              <ExperienceCard
                key={choice.key}
                item={choice.item}
                include={choice.include}
                note={choice.note}
                confidence={confidenceOf[choice.key]!}
                onChange={(next) => update('experience', choice.key, next)}
              />
            ))}
          </ul>
        </fieldset>
      )}

      {choices.education.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Education and certificates</legend>
          <ul className={styles.cards}>
            {choices.education.map((choice) => (
              <QualificationCard
                key={choice.key}
                item={choice.item}
                include={choice.include}
                note={choice.note}
                confidence={confidenceOf[choice.key]!}
                onChange={(next) => update('education', choice.key, next)}
              />
            ))}
          </ul>
        </fieldset>
      )}

      {choices.skills.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Skills</legend>
          {choices.skillsAlreadyThere > 0 && (
            <p className={styles.hint}>
              {choices.skillsAlreadyThere} more {choices.skillsAlreadyThere === 1 ? 'is' : 'are'} already on your
              profile.
            </p>
          )}
          <ul className={styles.skills}>
            {choices.skills.map((choice) => (
              <li key={choice.key} className={[styles.skill, choice.include ? styles.cardOn : ''].join(' ')}>
                <input
                  id={`${choice.key}-add`}
                  type="checkbox"
                  checked={choice.include}
                  onChange={(event) => update('skills', choice.key, { include: event.target.checked })}
                />
                <label htmlFor={`${choice.key}-add`}>
                  <span className="visually-hidden">Add skill </span>
                  {choice.item.name}
                </label>
                <ConfidenceBadge confidence={confidenceOf[choice.key]!} short />
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      {choices.links.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Links</legend>
          <ul className={styles.cards}>
            {choices.links.map((choice) => (
              <LinkRow
                key={choice.key}
                link={choice.item}
                include={choice.include}
                note={choice.note}
                confidence={confidenceOf[choice.key]!}
                error={linkError(choice.item)}
                onChange={(next) => update('links', choice.key, next)}
              />
            ))}
          </ul>
        </fieldset>
      )}

      <FormFailure message={problem} />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose} disabled={saving}>
          {empty ? 'Close' : 'Not now'}
        </Button>
        {!empty && (
          <Button onClick={() => void save()} busy={saving}>
            {count === 1 ? 'Add 1 item to my profile' : `Add ${count} items to my profile`}
          </Button>
        )}
      </div>
    </div>
  );
}
