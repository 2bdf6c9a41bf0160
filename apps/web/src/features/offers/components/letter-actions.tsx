// What a candidate can do with an offer or a pay letter (decision 016): the
// PDF, accept after a confirmation, decline with a reason, and the links back
// to the application's timeline and the list of letters. Both letter screens
// use it, so the two answer the same way.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { APPLIED_JOB_SCREENING } from '@talent/contracts/apply-routing';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { downloadLetterPdf } from '../api/offer-queries.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { errorText } from './letter-format.ts';
import styles from '../offers.module.css';

/** The part of a TanStack mutation the actions use. */
interface Answer<V> {
  isPending: boolean;
  error: unknown;
  mutate(variables: V, options: { onSuccess?: () => void; onSettled?: () => void }): void;
}

export function LetterActions<A, D>({
  noun,
  pdf,
  answerable,
  applicationId,
  allLetters,
  accept,
  decline,
}: {
  /** 'offer' or 'pay letter', as the buttons and messages say it. */
  noun: string;
  pdf: { kind: 'offer' | 'ctc'; id: number; filename: string };
  /** Accept and decline are offered only while the letter waits for an answer. */
  answerable: boolean;
  applicationId: number;
  allLetters: { to: string; label: string };
  accept: Answer<A> & { variables: A; label: string; confirmation: ReactNode; done: string };
  decline: Answer<D> & { reset(): void; variables: (reason: string, note?: string) => D };
}) {
  const [confirming, setConfirming] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadLetterPdf(pdf.kind, pdf.id, pdf.filename);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      {(accept.error || decline.error) && !declining && (
        <p role="alert" className={styles.error}>
          {errorText(accept.error ?? decline.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          Download PDF
        </Button>
        {answerable && (
          <>
            <Button variant="danger" onClick={() => setDeclining(true)}>
              Decline
            </Button>
            <Button onClick={() => setConfirming(true)}>{accept.label}</Button>
          </>
        )}
      </div>
      <p className={styles.links}>
        <Link to={APPLIED_JOB_SCREENING(applicationId)}>See your application’s timeline</Link> ·{' '}
        <Link to={allLetters.to}>{allLetters.label}</Link>
      </p>
      <ConfirmDialog
        open={confirming}
        title={`Accept this ${noun}?`}
        confirmLabel="Yes, accept"
        tone="primary"
        busy={accept.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          accept.mutate(accept.variables, {
            onSuccess: () => toast.success(accept.done),
            onSettled: () => setConfirming(false),
          })
        }
      >
        {accept.confirmation}
      </ConfirmDialog>
      <DeclineDialog
        open={declining}
        title={`Decline this ${noun}?`}
        busy={decline.isPending}
        error={decline.error}
        onCancel={() => {
          decline.reset();
          setDeclining(false);
        }}
        onDecline={(reason, note) =>
          decline.mutate(decline.variables(reason, note || undefined), {
            onSuccess: () => {
              toast.success(`You declined the ${noun}.`);
              setDeclining(false);
            },
          })
        }
      />
    </>
  );
}
