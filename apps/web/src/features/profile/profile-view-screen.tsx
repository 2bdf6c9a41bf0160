// The profile view, /profile/view/ and /profile/view/{userId}/ (spec 01 §2,
// spec 02 §3): every section with add, edit and delete, the resume, the
// picture and the completeness meter. The {userId} form shows only the
// signed-in candidate's own profile; another id is not found.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { countryLabel } from '@talent/contracts/countries';
import {
  GENDER_LABELS,
  JOB_NATURE_LABELS,
  JOB_TYPE_LABELS,
  JOINING_RANGE_LABELS,
  NOTICE_PERIODS,
  type CandidateProfile,
} from '@talent/contracts/profile';
import { pathTo } from '@talent/contracts/routes';
import { PhoneVerification } from './components/phone-verification.tsx';
import { CompletenessMeter } from './components/completeness-meter.tsx';
import { ExperienceEditor } from './components/experience-editor.tsx';
import { LeavePageGuard } from './components/leave-page-guard.tsx';
import { ProfileImageEditor } from './components/profile-image-editor.tsx';
import {
  BasicInfoFields,
  CareerFields,
  LinkFields,
  NoticeFields,
  PreferenceFields,
  SalaryFields,
  SkillsField,
} from './components/profile-fields.tsx';
import { QualificationEditor } from './components/qualification-editor.tsx';
import { ResumeUpload } from './components/resume-upload.tsx';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { useCurrentCandidate } from '../../lib/current-candidate.ts';
import { FieldSection } from './components/field-section.tsx';
import styles from './profile-view.module.css';
import { dayText, durationText } from '../../lib/dates.ts';

const NOT_GIVEN = 'Not added';

const label = <T extends string>(labels: Record<T, string>, value: string | null) =>
  value ? (labels[value as T] ?? value) : NOT_GIVEN;

function money(amount: string | null, currency: string) {
  if (!amount) return NOT_GIVEN;
  return `${currency} ${Number(amount).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value === '' || value === null || value === undefined ? NOT_GIVEN : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** ' (3 years)'; nothing when no years are known (a skill read from a resume starts at 0). */
function skillYears(years: string): string {
  if (years === '>9') return ' (more than 9 years)';
  const count = Number(years);
  if (!Number.isFinite(count) || count <= 0) return '';
  return count === 1 ? ' (1 year)' : ` (${count} years)`;
}

function experienceText(p: CandidateProfile) {
  if (p.is_fresher) return 'Fresher';
  if (p.experience_years === null) return NOT_GIVEN;
  return durationText(Number(p.experience_years), Number(p.experience_months ?? 0));
}

function external(url: string | null) {
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  ) : (
    NOT_GIVEN
  );
}

function ProfileSections({ profile }: { profile: CandidateProfile }) {
  const [searchParams] = useSearchParams();
  const resumeHeading = useRef<HTMLHeadingElement>(null);
  const [editors, setEditors] = useState<Record<string, boolean>>({});
  // one stable callback per section, so a section's effect runs only when its own state changes
  const trackers = useRef<Record<string, (editing: boolean) => void>>({});
  const tracker = (name: string) =>
    (trackers.current[name] ??= (editing: boolean) => setEditors((current) => ({ ...current, [name]: editing })));
  const anyEditing = Object.values(editors).some(Boolean);

  // spec 01 §4 sign-in step 6: flow_type=doc_upload opens the profile at the documents
  useEffect(() => {
    if (searchParams.get('flow_type') === 'doc_upload') {
      resumeHeading.current?.scrollIntoView({ block: 'start' });
      resumeHeading.current?.focus();
    }
  }, [searchParams]);
  // a link to a section (the dashboard's to-do list): the sections render after the profile loads,
  // so the browser's own jump to the fragment found nothing
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('button, a[href], input')?.focus({ preventScroll: true });
  }, [hash]);

  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <>
      <div className={styles.header}>
        <div className={styles.identity}>
          <ProfileImageEditor link={profile.profile_image_link} name={fullName || profile.user.email} />
          <div>
            <h1 className={styles.name}>{fullName || 'My profile'}</h1>
            <p className={styles.sub}>
              {profile.user.email}
              {profile.current_location ? ` · ${profile.current_location}` : ''}
            </p>
          </div>
        </div>
        <CompletenessMeter value={profile.profile_completeness} />
      </div>

      <FieldSection
        title="Personal details"
        anchor="personal"
        profile={profile}
        fields={['first_name', 'last_name', 'phone_location', 'phone', 'gender', 'current_location']}
        required={['first_name', 'last_name']}
        messages="basic"
        onEditingChange={tracker('personal')}
        editor={(form, required) => <BasicInfoFields form={form} required={required} />}
        view={
          <>
            <Facts
              rows={[
                ['Name', fullName],
                ['E-mail', profile.user.email],
                ['Phone', profile.phone ? `${profile.phone_location} ${profile.phone}` : NOT_GIVEN],
                ['Gender', label(GENDER_LABELS, profile.gender)],
                ['Current location', profile.current_location],
              ]}
            />
            {profile.phone && (
              <PhoneVerification
                phone={profile.phone}
                phoneLocation={profile.phone_location}
                verified={profile.phone_verified}
              />
            )}
          </>
        }
      />

      <FieldSection
        title="Career"
        anchor="career"
        profile={profile}
        fields={['is_fresher', 'experience_years', 'experience_months', 'job_profile_preference']}
        onEditingChange={tracker('career')}
        editor={(form) => <CareerFields form={form} />}
        view={
          <Facts
            rows={[
              ['Total experience', experienceText(profile)],
              ['Looking for', profile.job_profile_preference],
            ]}
          />
        }
      />

      <section className={styles.section} aria-labelledby="employment-heading" id="employment">
        <h2 id="employment-heading" className={styles.sectionTitle}>
          Employment
        </h2>
        <ExperienceEditor candidateId={profile.id} items={profile.experience} />
      </section>

      <section className={styles.section} aria-labelledby="qualifications-heading" id="qualifications">
        <h2 id="qualifications-heading" className={styles.sectionTitle}>
          Education and certificates
        </h2>
        <QualificationEditor
          candidateId={profile.id}
          education={profile.education}
          certificates={profile.certificates}
        />
      </section>

      <FieldSection
        title="Skills"
        anchor="skills"
        profile={profile}
        fields={['skills']}
        onEditingChange={tracker('skills')}
        editor={(form) => <SkillsField form={form} />}
        view={
          profile.skills.length ? (
            <ul aria-label="Skills list">
              {profile.skills.map((skill) => (
                <li key={skill.name}>
                  {skill.name}
                  {skillYears(skill.exp_years)}
                </li>
              ))}
            </ul>
          ) : (
            <p>{NOT_GIVEN}</p>
          )
        }
      />

      <FieldSection
        title="Salary"
        anchor="salary"
        profile={profile}
        fields={[
          'current_annual_salary',
          'current_salary_currency',
          'expected_salary',
          'expected_salary_currency',
          'expected_salary_from',
          'expected_salary_to',
          'fixed_salary',
          'variable_salary',
          'bonus_salary',
          'fixed_ctc',
          'other_ctc_components',
          'eops',
          'perks_and_benefits',
        ]}
        onEditingChange={tracker('salary')}
        editor={(form) => <SalaryFields form={form} details />}
        view={
          <Facts
            rows={[
              ['Current annual salary', money(profile.current_annual_salary, profile.current_salary_currency)],
              ['Expected annual salary', money(profile.expected_salary, profile.expected_salary_currency)],
              [
                'Expected range',
                profile.expected_salary_from || profile.expected_salary_to
                  ? `${money(profile.expected_salary_from, profile.expected_salary_currency)} to ${money(
                      profile.expected_salary_to,
                      profile.expected_salary_currency,
                    )}`
                  : NOT_GIVEN,
              ],
              ['Total salary', money(profile.total_salary.amount, profile.total_salary.currency)],
              ['Fixed CTC', money(profile.fixed_ctc, profile.current_salary_currency)],
              ['Perks and benefits', profile.perks_and_benefits],
            ]}
          />
        }
      />

      <FieldSection
        title="Notice period and joining"
        anchor="joining"
        profile={profile}
        fields={[
          'notice_period',
          'serving_notice_period',
          'last_working_date_of_notice_period',
          'joining_range',
          'number_of_days',
        ]}
        onEditingChange={tracker('notice')}
        editor={(form) => <NoticeFields form={form} />}
        view={
          <Facts
            rows={[
              [
                'Notice period',
                NOTICE_PERIODS.find((p) => p.value === profile.notice_period)?.label ??
                  (profile.notice_period === null ? NOT_GIVEN : `${profile.notice_period} days`),
              ],
              [
                'Serving notice',
                profile.serving_notice_period
                  ? `Yes${profile.last_working_date_of_notice_period ? `, last day ${dayText(profile.last_working_date_of_notice_period)}` : ''}`
                  : 'No',
              ],
              [
                'Can join',
                profile.joining_range === 'custom'
                  ? `In ${profile.number_of_days} days`
                  : label(JOINING_RANGE_LABELS, profile.joining_range),
              ],
            ]}
          />
        }
      />

      <FieldSection
        title="Job preferences"
        profile={profile}
        fields={['preferred_country', 'preferred_locations', 'open_to_remote_work', 'job_type', 'job_nature']}
        onEditingChange={tracker('preferences')}
        editor={(form) => <PreferenceFields form={form} />}
        view={
          <Facts
            rows={[
              ['Countries', profile.preferred_country.map(countryLabel).join(', ')],
              ['Locations', profile.preferred_locations.join(', ')],
              ['Open to remote work', profile.open_to_remote_work ? 'Yes' : 'No'],
              ['Job type', profile.job_type.map((t) => label(JOB_TYPE_LABELS, t)).join(', ')],
              ['Work arrangement', label(JOB_NATURE_LABELS, profile.job_nature)],
            ]}
          />
        }
      />

      <FieldSection
        title="Links"
        anchor="links"
        profile={profile}
        fields={['linkedIn', 'github', 'stack_overflow', 'portfolio_link']}
        onEditingChange={tracker('links')}
        editor={(form) => <LinkFields form={form} />}
        view={
          <Facts
            rows={[
              ['LinkedIn', external(profile.linkedIn)],
              ['GitHub', external(profile.github)],
              ['Stack Overflow', external(profile.stack_overflow)],
              ['Portfolio', external(profile.portfolio_link)],
            ]}
          />
        }
      />

      <section className={styles.section} aria-labelledby="resume-heading" id="resume">
        <h2 id="resume-heading" ref={resumeHeading} tabIndex={-1} className={styles.sectionTitle}>
          Resume
        </h2>
        <ResumeUpload profile={profile} />
      </section>

      <LeavePageGuard active={anyEditing} />
    </>
  );
}

export default function ProfileViewScreen() {
  const { userId } = useParams();
  const { data: profile } = useCurrentCandidate();
  if (!profile) return <LoadingAnimation message="Loading your profile" />;
  // spec 01 §6 and docs/conventions.md §3: another candidate's profile is not found
  if (userId !== undefined && userId !== String(profile.id)) {
    return <Navigate to={pathTo('pageNotFound')} replace />;
  }
  return (
    <main id="main" className="page">
      <PageHead title="My profile" />
      <ProfileSections profile={profile} />
    </main>
  );
}
