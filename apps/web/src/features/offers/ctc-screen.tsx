// /ctc/{ctcId}/ (spec 01 §2; decision 016): the pay letter as a structured
// breakdown — each component with its amount in words — the total, the PDF,
// and accept (after a confirmation) or decline with a reason.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { CtcLetter } from '@talent/contracts/offers';
import { pathTo } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ctcLetterQuery, useAcceptCtc, useDeclineCtc } from './api/offer-queries.ts';
import { LetterActions } from './components/letter-actions.tsx';
import { amountText, dateText, dateTimeText } from './components/letter-format.ts';
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
  const accept = useAcceptCtc();
  const decline = useDeclineCtc();

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
          <LetterActions
            noun="pay letter"
            pdf={{ kind: 'ctc', id: letter.id, filename: `ctc-letter-${letter.id}.pdf` }}
            answerable={letter.status === 'pending'}
            applicationId={letter.application_id}
            allLetters={{ to: pathTo('ctcLetter'), label: 'All your pay letters' }}
            accept={{
              ...accept,
              variables: { ctc_id: letter.id },
              label: 'Accept letter',
              done: 'Pay letter accepted.',
              confirmation: (
                <p>
                  You accept a total CTC of {amountText(letter.total, letter.currency)} ({letter.total_in_words}) from{' '}
                  {letter.company.name}. This cannot be undone.
                </p>
              ),
            }}
            decline={{
              ...decline,
              variables: (reason, note) => ({ ctc_id: letter.id, reason, ...(note ? { note } : {}) }),
            }}
          />
        </article>
      )}
    </main>
  );
}
