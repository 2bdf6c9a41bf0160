// Skills with their years (spec 02 §3: '0' to '9' and '>9'). A controlled
// list: the surrounding form validates it with the contracts' SkillsSchema.
import { useId, useState, type KeyboardEvent } from 'react';
import { SKILL_YEARS } from '@talent/contracts/constants';
import { ProfileMessages } from '@talent/contracts/profile';
import { hasForbiddenSymbols } from '@talent/contracts/validators';
import { Messages } from '@talent/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';
import styles from './profile-forms.module.css';

export interface SkillValue {
  name: string;
  exp_years: string;
}

const yearLabel = (value: string) =>
  value === '>9' ? 'More than 9 years' : value === '1' ? '1 year' : `${value} years`;

export function SkillsEditor({
  value,
  onChange,
  error,
}: {
  value: readonly SkillValue[];
  onChange: (next: SkillValue[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [years, setYears] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return setProblem(Messages.required);
    if (hasForbiddenSymbols(trimmed)) return setProblem(Messages.forbiddenSymbols);
    if (value.some((skill) => skill.name.toLowerCase() === trimmed.toLowerCase())) {
      return setProblem(ProfileMessages.duplicateSkill);
    }
    setProblem(null);
    onChange([...value, { name: trimmed, exp_years: years }]);
    setName('');
    setYears('0');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const shown = problem ?? error;

  return (
    <fieldset className={styles.fieldset} aria-describedby={shown ? `${id}-error` : undefined}>
      {/* every place that shows the editor heads it with 'Skills' already: the legend only names the group */}
      <legend className="visually-hidden">Skills</legend>
      {value.length === 0 && <p className={styles.empty}>No skills added yet.</p>}
      {value.map((skill, index) => (
        <div key={skill.name} className={styles.skillRow}>
          <span>{skill.name}</span>
          <select
            className={styles.select}
            aria-label={`Years of ${skill.name}`}
            value={skill.exp_years}
            onChange={(event) =>
              onChange(value.map((s, i) => (i === index ? { ...s, exp_years: event.target.value } : s)))
            }
          >
            {SKILL_YEARS.map((option) => (
              <option key={option} value={option}>
                {yearLabel(option)}
              </option>
            ))}
          </select>
          <Button
            variant="ghost"
            aria-label={`Remove ${skill.name}`}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <div className={styles.skillRow}>
        <input
          id={`${id}-name`}
          className={styles.select}
          aria-label="New skill"
          placeholder="Add a skill"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={60}
        />
        <select
          className={styles.select}
          aria-label="Years of the new skill"
          value={years}
          onChange={(event) => setYears(event.target.value)}
        >
          {SKILL_YEARS.map((option) => (
            <option key={option} value={option}>
              {yearLabel(option)}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={add}>
          Add skill
        </Button>
      </div>
      {shown && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
