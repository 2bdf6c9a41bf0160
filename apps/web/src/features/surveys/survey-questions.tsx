// One survey as a form: single choice (radio buttons), multiple choice
// (checkboxes), a rating (1 to 5 or 10) and free text, each a labelled group;
// the server's message for a question is shown under it.
import { useState, type FormEvent } from 'react';
import type { SurveyAnswers, SurveyQuestion } from '@talent/contracts/surveys';
import { Button } from '../../components/ui/button.tsx';
import styles from './surveys.module.css';

export function SurveyQuestions({
  questions,
  busy,
  errors,
  disabled,
  onSubmit,
}: {
  questions: SurveyQuestion[];
  busy: boolean;
  errors: Record<string, string>;
  disabled?: boolean;
  onSubmit: (answers: SurveyAnswers) => void;
}) {
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const set = (id: string, value: SurveyAnswers[string]) => setAnswers((current) => ({ ...current, [id]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(
      Object.entries(answers).filter(([, a]) => !(a === '' || (Array.isArray(a) && a.length === 0))),
    );
    onSubmit(filled);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {questions.map((q, index) => {
        const errorId = `q-${q.id}-error`;
        const error = errors[q.id];
        const legend = (
          <legend>
            {index + 1}. {q.label}
            {q.required ? <span className={styles.required}> (required)</span> : null}
          </legend>
        );
        return (
          <fieldset
            key={q.id}
            className={styles.question}
            aria-describedby={error ? errorId : undefined}
            disabled={disabled}
          >
            {legend}
            {q.kind === 'single' && (
              <div className={styles.options}>
                {q.options?.map((option) => (
                  <label key={option}>
                    <input
                      type="radio"
                      name={q.id}
                      value={option}
                      checked={answers[q.id] === option}
                      onChange={() => set(q.id, option)}
                    />
                    {option}
                  </label>
                ))}
              </div>
            )}
            {q.kind === 'multiple' && (
              <div className={styles.options}>
                {q.options?.map((option) => {
                  const chosen = (answers[q.id] as string[] | undefined) ?? [];
                  return (
                    <label key={option}>
                      <input
                        type="checkbox"
                        value={option}
                        checked={chosen.includes(option)}
                        onChange={(e) =>
                          set(q.id, e.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option))
                        }
                      />
                      {option}
                    </label>
                  );
                })}
              </div>
            )}
            {q.kind === 'rating' && (
              <div className={styles.rating}>
                {Array.from({ length: q.scale ?? 5 }, (_, i) => i + 1).map((value) => (
                  <label key={value}>
                    <input
                      type="radio"
                      name={q.id}
                      value={value}
                      checked={answers[q.id] === value}
                      onChange={() => set(q.id, value)}
                    />
                    <span>{value}</span>
                  </label>
                ))}
                <span className={styles.scaleHint}>1 = poor, {q.scale ?? 5} = excellent</span>
              </div>
            )}
            {q.kind === 'text' && (
              <textarea
                aria-label={q.label}
                rows={3}
                maxLength={2000}
                value={(answers[q.id] as string | undefined) ?? ''}
                onChange={(e) => set(q.id, e.target.value)}
              />
            )}
            {error && (
              <p id={errorId} className={styles.error} role="alert">
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
      {!disabled && (
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            Submit answers
          </Button>
        </div>
      )}
    </form>
  );
}
