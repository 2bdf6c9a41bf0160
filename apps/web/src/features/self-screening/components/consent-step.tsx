// Consent (decision 015): what is recorded, who sees it, how long it is kept —
// shown before anything is recorded; nothing is recorded until the box is ticked.
import { useState } from 'react';
import { ScreeningMessages, type ScreeningConsent } from '@talent/contracts/screening';
import { Button } from '../../../components/ui/button.tsx';
import { errorText, useGiveConsent } from '../api/screening-queries.ts';
import styles from '../self-screening.module.css';

export function ConsentStep({ consent }: { consent: ScreeningConsent }) {
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const give = useGiveConsent(consent.application_id);
  return (
    <section aria-labelledby="consent-title" className={styles.step}>
      <h2 id="consent-title">Before you start</h2>
      <p>
        You answer a few questions on video, in your own time. Each answer has a time limit, and you can record each one
        again once.
      </p>
      <h3>What we record</h3>
      <ul>
        {consent.recorded.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3>Who sees it</h3>
      <p>{consent.who_sees}</p>
      <h3>How long we keep it</h3>
      <p>
        {consent.retention_days} days after you finish, then the recordings are deleted. You can ask for them to be
        deleted earlier from your account settings (delete account).
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!agreed) {
            setMissing(true);
            return;
          }
          give.mutate();
        }}
        noValidate
      >
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.target.checked);
              setMissing(false);
            }}
            aria-describedby={missing ? 'consent-missing' : undefined}
            aria-invalid={missing || undefined}
          />
          <span>I agree to be recorded on video for this application, as described above.</span>
        </label>
        {missing && (
          <p id="consent-missing" role="alert" className={styles.error}>
            {ScreeningMessages.consentMustBeTrue}
          </p>
        )}
        {give.error && (
          <p role="alert" className={styles.error}>
            {errorText(give.error)}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" busy={give.isPending}>
            I agree, continue
          </Button>
        </div>
      </form>
    </section>
  );
}
