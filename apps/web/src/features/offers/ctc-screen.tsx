// /ctc/{ctcId}/ (spec 01 §2; decision 016): the pay letter as a structured
// breakdown — each component with its amount in words — the total, the PDF,
// and accept (after a confirmation) or decline with a reason.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { APPLIED_JOB_SCREENING } from '@talent/contracts/apply-routing';
import type { CtcLetter } from '@talent/contracts/offers';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { toast } from '../../lib/toast.ts';
import { ctcLetterQuery, downloadLetterPdf, useAcceptCtc, useDeclineCtc } from './api/offer-queries.ts';
import { DeclineDialog } from './components/decline-dialog.tsx';
import { amountText, dateText, dateTimeText, errorText } from './components/letter-format.ts';
import styles from './offers.module.css';

function Outcome({ letter }: { letter: CtcLetter }) {
  if (letter.status === 'accepted')
    return (
      <p role="status" className={styles.accepted}>
        You accepted this letter on {dateTimeText(letter.accepted_at!)}.
      </p>
    );
  if (letter.status === 'declined')
    return (
      <p role="status" className={styles.closed}>
        You declined this letter on {dateTimeText(letter.declined_at!)}
        {letter.decline_reason ? ` (${letter.decline_reason.label})` : ''}.
      </p>
    );
  if (letter.status === 'withdrawn')
    return (
      <p role="status" className={styles.closed}>
        {letter.company.name} withdrew this letter on {dateTimeText(letter.withdrawn_at!)}.
      </p>
    );
  return null;
}

export default function CtcScreen() {
  const { ctcId = '' } = useParams();
  const id = Number(ctcId);
  const {
    data: letter,
    isPending,
    isError,
  } = useQuery({
    ...ctcLetterQuery(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const [confirming, setConfirming] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const accept = useAcceptCtc();
  const decline = useDeclineCtc();

  const download = async (l: CtcLetter) => {
    setDownloading(true);
    try {
      await downloadLetterPdf('ctc', l.id, `ctc-letter-${l.id}.pdf`);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <main id="main" className="page">
      <PageHead title="Pay (CTC) letter" />
      {isPending ? (
        <LoadingAnimation message="Loading your pay letter" />
      ) : isError || !letter ? (
        <div className="card">
          <h1>Pay (CTC) letter</h1>
          <p role="alert">We could not load this letter.</p>
        </div>
      ) : (
        <article className={`card ${styles.page}`} aria-labelledby="ctc-title">
          <header className={styles.header}>
            <p className={styles.kicker}>Pay (CTC) letter from {letter.company.name}</p>
            <h1 id="ctc-title">{letter.role}</h1>
            <p className={`${styles.status} ${styles[`status_${letter.status}`] ?? ''}`}>{letter.status_label}</p>
          </header>
          <Outcome letter={letter} />
          <div className={styles.tableWrap}>
            <table className={styles.breakdown}>
              <caption>Yearly cost to company, in {letter.currency}</caption>
              <thead>
                <tr>
                  <th scope="col">Component</th>
                  <th scope="col">Amount</th>
                  <th scope="col" className={styles.wordsColumn}>
                    In words
                  </th>
                </tr>
              </thead>
              <tbody>
                {letter.components.map((component, index) => (
                  <tr key={`${component.kind}-${index}`}>
                    <th scope="row">{component.label}</th>
                    <td>
                      <span className={styles.amount}>{amountText(component.amount, letter.currency)}</span>
                      <span className={styles.wordsInline}>{component.amount_in_words}</span>
                    </td>
                    <td className={styles.wordsColumn}>{component.amount_in_words}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total CTC</th>
                  <td>
                    <span className={styles.amount}>{amountText(letter.total, letter.currency)}</span>
                    <span className={styles.wordsInline}>{letter.total_in_words}</span>
                  </td>
                  <td className={styles.wordsColumn}>{letter.total_in_words}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <dl className={styles.terms}>
            {letter.effective_from && (
              <div>
                <dt>Effective from</dt>
                <dd>{dateText(letter.effective_from)}</dd>
              </div>
            )}
            <div>
              <dt>Sent</dt>
              <dd>{dateTimeText(letter.sent_at)}</dd>
            </div>
          </dl>
          {letter.note && <p className={styles.letter}>{letter.note}</p>}
          {(accept.error || decline.error) && !declining && (
            <p role="alert" className={styles.error}>
              {errorText(accept.error ?? decline.error)}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" busy={downloading} onClick={() => void download(letter)}>
              Download PDF
            </Button>
            {letter.status === 'pending' && (
              <>
                <Button variant="danger" onClick={() => setDeclining(true)}>
                  Decline
                </Button>
                <Button onClick={() => setConfirming(true)}>Accept letter</Button>
              </>
            )}
          </div>
          <p className={styles.links}>
            <Link to={APPLIED_JOB_SCREENING(letter.application_id)}>See your application’s timeline</Link> ·{' '}
            <Link to={pathTo('ctcLetter')}>All your pay letters</Link>
          </p>
          <ConfirmDialog
            open={confirming}
            title="Accept this pay letter?"
            confirmLabel="Yes, accept"
            tone="primary"
            busy={accept.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              accept.mutate(
                { ctc_id: letter.id },
                {
                  onSuccess: () => toast.success('Pay letter accepted.'),
                  onSettled: () => setConfirming(false),
                },
              )
            }
          >
            <p>
              You accept a total CTC of {amountText(letter.total, letter.currency)} ({letter.total_in_words}) from{' '}
              {letter.company.name}. This cannot be undone.
            </p>
          </ConfirmDialog>
          <DeclineDialog
            open={declining}
            title="Decline this pay letter?"
            busy={decline.isPending}
            error={decline.error}
            onCancel={() => {
              decline.reset();
              setDeclining(false);
            }}
            onDecline={(reason, note) =>
              decline.mutate(
                { ctc_id: letter.id, reason, ...(note ? { note } : {}) },
                {
                  onSuccess: () => {
                    toast.success('You declined the pay letter.');
                    setDeclining(false);
                  },
                },
              )
            }
          />
        </article>
      )}
    </main>
  );
}
