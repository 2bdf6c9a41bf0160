// The keyword box with typo-tolerant suggestions (/auto_suggest/), an ARIA
// 1.2 combobox: arrows move, Enter picks or searches, Escape closes. The
// list is at most 200 px high (spec 02 §9); input of one character or less
// asks nothing (spec 02 §5 debounce with a trigger length).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SUGGESTION_MAX_HEIGHT_PX } from '@talent/contracts/constants';
import { useKeepTypedValue } from '../../../components/ui/keep-typed-value.ts';
import { suggestQuery } from '../api/job-queries.ts';
import styles from './job-search-box.module.css';

const TRIGGER_LENGTH = 1;
const DEBOUNCE_MS = 200;

export function JobSearchBox({
  initial = '',
  onSearch,
  label = 'Search jobs',
  placeholder = 'Job title, skill or company',
  buttonText = 'Search',
}: {
  initial?: string | undefined;
  onSearch: (term: string) => void;
  label?: string;
  placeholder?: string;
  buttonText?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  // typed before the script ran (server-rendered page): keep it
  useKeepTypedValue(input, value, (event) => setValue(event.target.value));
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [seen, setSeen] = useState(initial);
  if (initial !== seen) {
    // the URL changed under us (back/forward): show its term
    setSeen(initial);
    setValue(initial);
  }
  useEffect(() => {
    const trimmed = value.trim();
    if (trimmed.length <= TRIGGER_LENGTH) return;
    const timer = setTimeout(() => setTerm(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const typed = value.trim().length > TRIGGER_LENGTH;
  const { data } = useQuery({ ...suggestQuery(term), enabled: typed && term.length > TRIGGER_LENGTH });
  const suggestions = typed && open ? (data ?? []) : [];
  const expanded = suggestions.length > 0;

  const submit = (text: string) => {
    setOpen(false);
    setActive(-1);
    setValue(text);
    onSearch(text.trim());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(active >= 0 && suggestions[active] ? suggestions[active].text : value);
  };

  return (
    <form className={styles.form} role="search" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </label>
      <div className={styles.field}>
        <input
          ref={input}
          id={`${id}-input`}
          className={styles.input}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          placeholder={placeholder}
          value={value}
          maxLength={100}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && suggestions.length) {
              event.preventDefault();
              setOpen(true);
              setActive((i) => (i + 1) % suggestions.length);
            } else if (event.key === 'ArrowUp' && suggestions.length) {
              event.preventDefault();
              setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
            } else if (event.key === 'Escape') {
              setOpen(false);
              setActive(-1);
            }
          }}
          onBlur={() => setTimeout(() => setOpen(false), 120)}
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Suggestions"
          className={styles.list}
          style={{ maxHeight: SUGGESTION_MAX_HEIGHT_PX }}
          hidden={!expanded}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              onMouseDown={(event) => {
                event.preventDefault();
                submit(suggestion.text);
              }}
            >
              {suggestion.text}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className={styles.button}>
        {buttonText}
      </button>
    </form>
  );
}
