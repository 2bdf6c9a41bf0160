// The team's tags on one application (decision 047): remove one, add one.
import { useState, type FormEvent } from 'react';
import { ApiError, firstErrorMessage } from '../../../../lib/api-client.ts';
import { useTagMutations } from '../api/applicants-api.ts';
import styles from '../applicants.module.css';

export function TagCell({ applicationId, name, tags }: { applicationId: number; name: string; tags: string[] }) {
  const [tag, setTag] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { add, remove } = useTagMutations(applicationId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tag.trim()) return;
    setError(null);
    add.mutate(tag, {
      onSuccess: () => setTag(''),
      onError: (e) => setError(firstErrorMessage(e instanceof ApiError ? e.data : null) ?? 'Refused.'),
    });
  };
  return (
    <>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={`Tags of ${name}`}>
          {tags.map((t) => (
            <li key={t} className={styles.tag}>
              {t}
              <button type="button" aria-label={`Remove tag ${t} from ${name}`} onClick={() => remove.mutate(t)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.tagForm} onSubmit={submit}>
        <input
          aria-label={`Add a tag to ${name}`}
          placeholder="Add tag"
          value={tag}
          maxLength={40}
          onChange={(event) => setTag(event.target.value)}
        />
        <button type="submit" disabled={add.isPending}>
          Add
        </button>
      </form>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </>
  );
}
