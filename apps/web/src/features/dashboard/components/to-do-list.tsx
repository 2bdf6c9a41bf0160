// What a candidate can do next, on the dashboard: the missing parts of the
// profile with what each adds to it (spec 02 §9 weights), verifying the
// e-mail address and the phone, and a first job alert — each a link to where
// it is done. Done items drop off; with nothing left the list is not shown.
import { Link } from 'react-router';
import {
  ONBOARDING_PERSONAL_STEP,
  ONBOARDING_PROFESSIONAL_STEP,
  ONBOARDING_PROFILE_STEP,
  ONBOARDING_RESUME_STEP,
} from '@talent/contracts/onboarding-routing';
import { missingProfileParts, type CandidateProfile, type CompletenessPart } from '@talent/contracts/profile';
import { pathTo } from '@talent/contracts/routes';
import styles from './to-do-list.module.css';

/** Where each part is filled in: a section of the profile, or the onboarding step that asks for it. */
const PROFILE_SECTION: Record<CompletenessPart, string> = {
  experience: 'employment',
  education: 'qualifications',
  skills: 'skills',
  location: 'personal',
  phone: 'personal',
  first_name: 'personal',
  job_profile_preference: 'career',
  resume: 'resume',
  salary_amount: 'salary',
  experience_years: 'career',
  joining_range: 'joining',
  linkedIn: 'links',
};
const ONBOARDING_STEP: Record<CompletenessPart, string> = {
  experience: ONBOARDING_PROFESSIONAL_STEP,
  education: ONBOARDING_PERSONAL_STEP,
  skills: ONBOARDING_PROFESSIONAL_STEP,
  location: ONBOARDING_PROFILE_STEP,
  phone: ONBOARDING_PROFILE_STEP,
  first_name: ONBOARDING_PROFILE_STEP,
  job_profile_preference: ONBOARDING_PROFILE_STEP,
  resume: ONBOARDING_RESUME_STEP,
  salary_amount: ONBOARDING_PROFESSIONAL_STEP,
  experience_years: ONBOARDING_PROFILE_STEP,
  joining_range: ONBOARDING_PROFESSIONAL_STEP,
  linkedIn: ONBOARDING_PERSONAL_STEP,
};

/** 'Resume' reads 'resume' mid-sentence; a name spelled with capitals inside ('LinkedIn') keeps them. */
const inSentence = (label: string) =>
  /[A-Z]/.test(label.split(' ')[0]!.slice(1)) ? label : label.charAt(0).toLowerCase() + label.slice(1);

export function profileLink(profile: CandidateProfile, part: CompletenessPart): string {
  // spec 01 §6: the profile is open to a candidate only once onboarding is complete
  return profile.user.onboarding_complete ? `${pathTo('profileView')}#${PROFILE_SECTION[part]}` : ONBOARDING_STEP[part];
}

export function ToDoList({
  profile,
  hasJobAlert,
  jobAlertHref,
}: {
  profile: CandidateProfile;
  /** null while the alerts are loading: the item waits rather than flashing. */
  hasJobAlert: boolean | null;
  jobAlertHref: string;
}) {
  const missing = missingProfileParts(profile);
  const phoneToVerify = Boolean(profile.phone) && !profile.phone_verified;
  const items = [
    !profile.user.email_verified && (
      <li key="email">
        <Link to={pathTo('accountSettings')}>Verify your e-mail address</Link>
        <span className={styles.why}>so employers can reach you and you get your job alerts</span>
      </li>
    ),
    phoneToVerify && (
      <li key="phone">
        <Link to={profileLink(profile, 'phone')}>Verify your phone number</Link>
        <span className={styles.why}>
          with a code we text to {profile.phone_location} {profile.phone}
        </span>
      </li>
    ),
    hasJobAlert === false && (
      <li key="alert">
        <a href={jobAlertHref}>Set up a job alert</a>
        <span className={styles.why}>to hear of new jobs that match your search</span>
      </li>
    ),
  ].filter(Boolean);
  if (missing.length === 0 && items.length === 0) return null;
  return (
    <section className={`card ${styles.todo}`} aria-labelledby="to-do">
      <h2 id="to-do">Your checklist</h2>
      {missing.length > 0 && (
        <>
          <p className={styles.lead}>
            Complete your profile: it is {profile.profile_completeness}% complete. Each item adds to it.
          </p>
          <ul className={styles.parts}>
            {missing.map(({ part, label, weight }) => (
              <li key={part}>
                <Link to={profileLink(profile, part)}>Add {inSentence(label)}</Link>
                <span className={styles.weight}>+{weight}%</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {items.length > 0 && <ul className={styles.items}>{items}</ul>}
    </section>
  );
}
