// /offer-letter/ and /ctc-letter/ (spec 01 §2): the candidate's offers and pay
// letters, each opening its own page.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ctcLettersQuery, offersQuery } from './api/offer-queries.ts';
import { amountText, dateTimeText } from './components/letter-format.ts';
import styles from './offers.module.css';

export function OfferLettersScreen() {
  const { data, isPending, isError } = useQuery(offersQuery());
  return (
    <main id="main" className="page">
      <PageHead title="Your offers" />
      <div className={`card ${styles.page}`}>
        <h1>Your offers</h1>
        {isPending ? (
          <LoadingAnimation />
        ) : isError ? (
          <p role="alert">We could not load your offers.</p>
        ) : !data.results.length ? (
          <p>No offers yet. When a company makes you an offer, it appears here and we e-mail you.</p>
        ) : (
          <ul className={styles.list}>
            {data.results.map((offer) => (
              <li key={offer.id}>
                <Link to={pathTo('offer', { offerId: offer.id })}>
                  {offer.role} at {offer.company.name}
                </Link>
                <span className={`${styles.status} ${styles[`status_${offer.status}`] ?? ''}`}>
                  {offer.status_label}
                </span>
                <span className={styles.muted}>
                  {offer.status === 'open'
                    ? `Answer by ${dateTimeText(offer.expires_at)}`
                    : `Sent ${dateTimeText(offer.sent_at)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

export function CtcLettersScreen() {
  const { data, isPending, isError } = useQuery(ctcLettersQuery());
  return (
    <main id="main" className="page">
      <PageHead title="Your pay (CTC) letters" />
      <div className={`card ${styles.page}`}>
        <h1>Your pay (CTC) letters</h1>
        {isPending ? (
          <LoadingAnimation />
        ) : isError ? (
          <p role="alert">We could not load your letters.</p>
        ) : !data.results.length ? (
          <p>No pay letters yet.</p>
        ) : (
          <ul className={styles.list}>
            {data.results.map((letter) => (
              <li key={letter.id}>
                <Link to={pathTo('ctc', { ctcId: letter.id })}>
                  {letter.role} at {letter.company.name}
                </Link>
                <span className={`${styles.status} ${styles[`status_${letter.status}`] ?? ''}`}>
                  {letter.status_label}
                </span>
                <span className={styles.muted}>Total {amountText(letter.total, letter.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
