// /offer/{offerId}/ (spec 01 §2; decision 016): the offer's terms, its letter
// (current version), what the last revision changed, the expiry, the PDF, and
// accept (after a confirmation naming the version) or decline with a reason.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Offer } from '@talent/contracts/offers';
import { pathTo } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { offerQuery, useAcceptOffer, useDeclineOffer } from './api/offer-queries.ts';
import { LetterActions } from './components/letter-actions.tsx';
import { dateText, dateTimeText, paragraphs, timeLeft } from './components/letter-format.ts';
import styles from './offers.module.css';

function Outcome({ offer }: { offer: Offer }) {
  if (offer.status === 'accepted')
    return (
      <p role="status" className={styles.accepted}>
        You accepted version {offer.accepted_version} of this offer on {dateTimeText(offer.accepted_at!)}.
      </p>
    );
  if (offer.status === 'declined')
    return (
      <p role="status" className={styles.closed}>
        You declined this offer on {dateTimeText(offer.declined_at!)}
        {offer.decline_reason ? ` (${offer.decline_reason.label})` : ''}.
      </p>
    );
  if (offer.status === 'withdrawn')
    return (
      <p role="status" className={styles.closed}>
        {offer.company.name} withdrew this offer on {dateTimeText(offer.withdrawn_at!)}
        {offer.withdraw_reason ? `: ${offer.withdraw_reason}` : '.'}
      </p>
    );
  if (offer.status === 'expired')
    return (
      <p role="status" className={styles.closed}>
        This offer expired on {dateTimeText(offer.expires_at)}.
      </p>
    );
  return null;
}

function Changes({ offer }: { offer: Offer }) {
  if (!offer.changes.length) return null;
  const note = offer.versions.at(-1)?.change_note;
  return (
    <section aria-labelledby="changes" className={styles.changes}>
      <h2 id="changes">What changed in version {offer.version}</h2>
      {note && <p>{note}</p>}
      <dl>
        {offer.changes.map((change) => (
          <div key={change.field}>
            <dt>{change.label}</dt>
            <dd>
              {change.before && (
                <del aria-label={`Before: ${change.before}`}>
                  {change.field === 'letter_text' ? paragraphs(change.before).join(' … ') : change.before}
                </del>
              )}
              {change.after && (
                <ins aria-label={`Now: ${change.after}`}>
                  {change.field === 'letter_text' ? paragraphs(change.after).join(' … ') : change.after}
                </ins>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function OfferScreen() {
  const { offerId = '' } = useParams();
  const id = Number(offerId);
  const { data: offer, isPending, isError } = useQuery({ ...offerQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();

  return (
    <main id="main" className="page">
      <PageHead title="Offer letter" />
      {isPending ? (
        <LoadingAnimation message="Loading your offer" />
      ) : isError || !offer ? (
        <div className="card">
          <h1>Offer letter</h1>
          <p role="alert">We could not load this offer.</p>
        </div>
      ) : (
        <article className={`card ${styles.page}`} aria-labelledby="offer-title">
          <header className={styles.header}>
            <p className={styles.kicker}>Offer from {offer.company.name}</p>
            <h1 id="offer-title">{offer.role}</h1>
            <p className={`${styles.status} ${styles[`status_${offer.status}`] ?? ''}`}>{offer.status_label}</p>
          </header>
          <dl className={styles.terms}>
            <div>
              <dt>Company</dt>
              <dd>{offer.company.name}</dd>
            </div>
            <div>
              <dt>Start date</dt>
              <dd>{dateText(offer.start_date)}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{offer.location}</dd>
            </div>
            <div>
              <dt>Answer by</dt>
              <dd>
                {dateTimeText(offer.expires_at)}
                {offer.status === 'open' && <span className={styles.muted}> ({timeLeft(offer.expires_at)})</span>}
              </dd>
            </div>
            <div>
              <dt>Version</dt>
              <dd>
                {offer.version}
                {offer.revised_at
                  ? `, revised ${dateTimeText(offer.revised_at)}`
                  : `, sent ${dateTimeText(offer.sent_at)}`}
              </dd>
            </div>
          </dl>
          <Outcome offer={offer} />
          <Changes offer={offer} />
          <section aria-labelledby="letter" className={styles.letter}>
            <h2 id="letter">The letter</h2>
            {paragraphs(offer.letter_text).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
          <LetterActions
            noun="offer"
            pdf={{ kind: 'offer', id: offer.id, filename: `offer-${offer.id}-v${offer.version}.pdf` }}
            answerable={offer.status === 'open'}
            applicationId={offer.application_id}
            allLetters={{ to: pathTo('offerLetter'), label: 'All your offers' }}
            accept={{
              ...accept,
              variables: { offer_id: offer.id, version: offer.version },
              label: 'Accept offer',
              done: 'Offer accepted. Congratulations!',
              confirmation: (
                <p>
                  You accept version {offer.version} of the offer from {offer.company.name} for {offer.role}, starting{' '}
                  {dateText(offer.start_date)}. We record the time, your address and the version you accepted. This
                  cannot be undone.
                </p>
              ),
            }}
            decline={{
              ...decline,
              variables: (reason, note) => ({ offer_id: offer.id, reason, ...(note ? { note } : {}) }),
            }}
          />
        </article>
      )}
    </main>
  );
}
