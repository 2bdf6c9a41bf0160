// One proposal from the resume as a card (decision 027): a tick to add it,
// what was read, how sure the parser is and why, and an edit form whose
// fields are checked with the profile's own rules.
import { useId, useState, type ReactNode } from 'react';
import { QUALIFICATION_TYPES } from '@talent/contracts/constants';
import type {
  Confidence,
  ProposedExperience,
  ProposedLink,
  ProposedQualification,
} from '@talent/contracts/resume-prefill';
import { LINK_FIELD_LABELS } from '@talent/contracts/resume-prefill';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { CheckField, SelectField, TextAreaField } from '../../../components/ui/form-fields.tsx';
import { experienceBody, qualificationBody, type FieldErrors } from './prefill-choices.ts';
import styles from './resume-prefill-review.module.css';
import { monthYearText } from '../../../lib/dates.ts';

const LEVEL_TEXT = { high: 'High confidence', medium: 'Medium confidence', low: 'Low confidence' } as const;

/** How sure the parser is, in words (never colour alone); short for a skill chip. */
export function ConfidenceBadge({ confidence, short = false }: { confidence: Confidence; short?: boolean }) {
  const percent = `${Math.round(confidence.score * 100)}%`;
  const words = LEVEL_TEXT[confidence.level];
  return (
    <span className={`${styles.confidence} ${styles[confidence.level]}`}>
      {short ? (
        <>
          {words.split(' ')[0]}
          <span className="visually-hidden"> confidence, {percent}</span>
        </>
      ) : (
        `${words} (${percent})`
      )}
    </span>
  );
}

const month = (date: string | null) => (date ? date.slice(0, 7) : '');
const fromMonth = (value: string) => (value ? `${value}-01` : null);
const monthText = (date: string | null) => (date ? monthYearText(date) : '?');

export const experienceSummary = (item: ProposedExperience) =>
  [item.title || 'Untitled role', item.company_name].filter(Boolean).join(' at ');
export const qualificationSummary = (item: ProposedQualification) =>
  [item.name, item.institution].filter(Boolean).join(', ');

interface CardProps {
  summary: string;
  include: boolean;
  onInclude: (include: boolean) => void;
  confidence: Confidence;
  note: string | null;
  details: ReactNode;
  errors: FieldErrors | null;
  form: ((done: () => void) => ReactNode) | null;
}

function ProposalCard({ summary, include, onInclude, confidence, note, details, errors, form }: CardProps) {
  const [editing, setEditing] = useState(false);
  const id = useId();
  const open = editing || Boolean(errors && include);
  return (
    <li className={[styles.card, include ? styles.cardOn : ''].join(' ')} aria-labelledby={`${id}-title`}>
      <div className={styles.cardHead}>
        <input
          id={`${id}-add`}
          type="checkbox"
          className={styles.tick}
          checked={include}
          onChange={(event) => onInclude(event.target.checked)}
          aria-describedby={`${id}-sure`}
        />
        <label htmlFor={`${id}-add`} className={styles.cardTitle} id={`${id}-title`}>
          <span className="visually-hidden">Add </span>
          {summary}
        </label>
      </div>
      <div className={styles.cardBody}>
        {details}
        <p id={`${id}-sure`} className={styles.sure}>
          <ConfidenceBadge confidence={confidence} />
          {confidence.reasons.length > 0 && <span className={styles.reasons}>{confidence.reasons.join('. ')}.</span>}
        </p>
        {note && <p className={styles.note}>{note}</p>}
        {open && form ? (
          form(() => setEditing(false))
        ) : form ? (
          <Button
            variant="ghost"
            className={styles.edit}
            onClick={() => setEditing(true)}
            aria-label={`Edit ${summary}`}
          >
            Edit
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function ExperienceCard({
  item,
  include,
  note,
  confidence,
  onChange,
}: {
  item: ProposedExperience;
  include: boolean;
  note: string | null;
  confidence: Confidence;
  onChange: (next: { item?: ProposedExperience; include?: boolean }) => void;
}) {
  const checked = experienceBody(item);
  const errors = 'errors' in checked ? checked.errors : null;
  const set = (patch: Partial<ProposedExperience>) => onChange({ item: { ...item, ...patch } });
  return (
    <ProposalCard
      summary={experienceSummary(item)}
      include={include}
      onInclude={(next) => onChange({ include: next })}
      confidence={confidence}
      note={note}
      errors={errors}
      details={
        <p className={styles.meta}>
          {monthText(item.duration_start)} – {item.is_current ? 'Present' : monthText(item.duration_end)}
          {item.location ? ` · ${item.location}` : ''}
        </p>
      }
      form={(done) => (
        <div className={styles.form}>
          <div className={styles.grid}>
            <TextField
              label="Job title"
              value={item.title}
              error={errors?.title}
              onChange={(e) => set({ title: e.target.value })}
            />
            <TextField
              label="Company"
              value={item.company_name}
              error={errors?.company_name}
              onChange={(e) => set({ company_name: e.target.value })}
            />
            <TextField
              label="Location"
              value={item.location}
              error={errors?.location}
              onChange={(e) => set({ location: e.target.value })}
            />
            <TextField
              label="Start month"
              type="month"
              value={month(item.duration_start)}
              error={errors?.duration_start}
              onChange={(e) => set({ duration_start: fromMonth(e.target.value) })}
            />
            <TextField
              label="End month"
              type="month"
              value={month(item.duration_end)}
              disabled={item.is_current}
              error={errors?.duration_end}
              onChange={(e) => set({ duration_end: fromMonth(e.target.value) })}
            />
          </div>
          <CheckField
            label="I work here now"
            checked={item.is_current}
            onChange={(e) =>
              set({ is_current: e.target.checked, duration_end: e.target.checked ? null : item.duration_end })
            }
          />
          <TextAreaField
            label="What you did"
            value={item.description}
            error={errors?.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <Button variant="secondary" onClick={done} disabled={Boolean(errors)}>
            Done editing
          </Button>
        </div>
      )}
    />
  );
}

const TYPE_OPTIONS = QUALIFICATION_TYPES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));

export function QualificationCard({
  item,
  include,
  note,
  confidence,
  onChange,
}: {
  item: ProposedQualification;
  include: boolean;
  note: string | null;
  confidence: Confidence;
  onChange: (next: { item?: ProposedQualification; include?: boolean }) => void;
}) {
  const checked = qualificationBody(item);
  const errors = 'errors' in checked ? checked.errors : null;
  const set = (patch: Partial<ProposedQualification>) => onChange({ item: { ...item, ...patch } });
  const years = [item.duration_start, item.duration_end].filter(Boolean).map((d) => d!.slice(0, 4));
  return (
    <ProposalCard
      summary={qualificationSummary(item)}
      include={include}
      onInclude={(next) => onChange({ include: next })}
      confidence={confidence}
      note={note}
      errors={errors}
      details={
        <p className={styles.meta}>
          {TYPE_OPTIONS.find((o) => o.value === item.education_type)?.label}
          {item.field_of_study ? ` · ${item.field_of_study}` : ''}
          {years.length ? ` · ${years.join(' – ')}` : ''}
          {item.grade ? ` · ${item.grade}` : ''}
        </p>
      }
      form={(done) => (
        <div className={styles.form}>
          <div className={styles.grid}>
            <SelectField
              label="Type"
              options={TYPE_OPTIONS}
              placeholder={null}
              value={item.education_type}
              onChange={(e) => set({ education_type: e.target.value as ProposedQualification['education_type'] })}
            />
            <TextField
              label="Degree or certificate name"
              value={item.name}
              error={errors?.name}
              onChange={(e) => set({ name: e.target.value })}
            />
            <TextField
              label="Institution"
              value={item.institution}
              error={errors?.institution}
              onChange={(e) => set({ institution: e.target.value })}
            />
            <TextField
              label="Field of study"
              value={item.field_of_study}
              error={errors?.field_of_study}
              onChange={(e) => set({ field_of_study: e.target.value })}
            />
            <TextField
              label="Grade"
              value={item.grade}
              error={errors?.grade}
              onChange={(e) => set({ grade: e.target.value })}
            />
            <TextField
              label="Finished (month)"
              type="month"
              value={month(item.duration_end)}
              error={errors?.duration_end}
              onChange={(e) => set({ duration_end: fromMonth(e.target.value) })}
            />
          </div>
          <Button variant="secondary" onClick={done} disabled={Boolean(errors)}>
            Done editing
          </Button>
        </div>
      )}
    />
  );
}

export function LinkRow({
  link,
  include,
  note,
  confidence,
  error,
  onChange,
}: {
  link: ProposedLink;
  include: boolean;
  note: string | null;
  confidence: Confidence;
  error: string | null;
  onChange: (next: { item?: ProposedLink; include?: boolean }) => void;
}) {
  const label = LINK_FIELD_LABELS[link.field];
  return (
    <ProposalCard
      summary={label}
      include={include}
      onInclude={(next) => onChange({ include: next })}
      confidence={confidence}
      note={note}
      errors={null}
      details={
        <TextField
          label={`${label} address`}
          value={link.url}
          error={include ? (error ?? undefined) : undefined}
          onChange={(e) => onChange({ item: { ...link, url: e.target.value } })}
        />
      }
      form={null}
    />
  );
}
