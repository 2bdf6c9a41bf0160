// Preferred countries (spec 02 §3: about 240 options, India as IN): pick one
// from the list to add it; each chosen country can be removed again.
import { useId } from 'react';
import { COUNTRIES, countryLabel } from '@talent/contracts/countries';
import { Button } from '../../../components/ui/button.tsx';
import styles from './profile-forms.module.css';

export function CountryPicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={styles.fieldset}>
      <label htmlFor={`${id}-add`} className={styles.legend}>
        Preferred countries
      </label>
      <select
        id={`${id}-add`}
        className={styles.select}
        value=""
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const code = event.target.value;
          if (code && !value.includes(code)) onChange([...value, code]);
        }}
      >
        <option value="">Add a country</option>
        {COUNTRIES.map((country) => (
          <option key={country.value} value={country.value} disabled={value.includes(country.value)}>
            {country.label}
          </option>
        ))}
      </select>
      {value.length > 0 && (
        <ul className={`${styles.chips} ${styles.plainList}`} aria-label="Chosen countries">
          {value.map((code) => (
            <li key={code}>
              <Button
                variant="secondary"
                aria-label={`Remove ${countryLabel(code)}`}
                onClick={() => onChange(value.filter((c) => c !== code))}
              >
                {countryLabel(code)} ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
