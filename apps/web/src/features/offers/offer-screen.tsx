// /offer/{offerId}/ (spec 01 §2; decision 016): the offer's terms, its letter
// (current version), what the last revision changed, the expiry, the PDF, and
// accept (after a confirmation naming the version) or decline with a reason.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { APPLIED_JOB_SCREENING } from '@talent/contracts/apply-routing';
import type { Offer } from '@talent/contracts/offers';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { toast } from '../../lib/toast.ts';
import { downloadLetterPdf, offerQuery, useAcceptOffer, useDeclineOffer } from './api/offer-queries.ts';
import { DeclineDialog } from './components/decline-dialog.tsx';
import { dateText, dateTimeText, errorText, paragraphs, timeLeft } from './components/letter-format.ts';
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
  const [confirming, setConfirming] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();

  const download = async (o: Offer) => {
    setDownloading(true);
    try {
      await downloadLetterPdf('offer', o.id, `offer-${o.id}-v${o.version}.pdf`);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

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
          {(accept.error || decline.error) && !declining && (
            <p role="alert" className={styles.error}>
              {errorText(accept.error ?? decline.error)}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" busy={downloading} onClick={() => void download(offer)}>
              Download PDF
            </Button>
            {offer.status === 'open' && (
              <>
                <Button variant="danger" onClick={() => setDeclining(true)}>
                  Decline
                </Button>
                <Button onClick={() => setConfirming(true)}>Accept offer</Button>
              </>
            )}
          </div>
          <p className={styles.links}>
            <Link to={APPLIED_JOB_SCREENING(offer.application_id)}>See your application’s timeline</Link> ·{' '}
            <Link to={pathTo('offerLetter')}>All your offers</Link>
          </p>
          <ConfirmDialog
            open={confirming}
            title="Accept this offer?"
            confirmLabel="Yes, accept"
            tone="primary"
            busy={accept.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              accept.mutate(
                { offer_id: offer.id, version: offer.version },
                {
                  onSuccess: () => toast.success('Offer accepted. Congratulations!'),
                  onSettled: () => setConfirming(false),
                },
              )
            }
          >
            <p>
              You accept version {offer.version} of the offer from {offer.company.name} for {offer.role}, starting{' '}
              {dateText(offer.start_date)}. We record the time, your address and the version you accepted. This cannot
              be undone.
            </p>
          </ConfirmDialog>
          <DeclineDialog
            open={declining}
            title="Decline this offer?"
            busy={decline.isPending}
            error={decline.error}
            onCancel={() => {
              decline.reset();
              setDeclining(false);
            }}
            onDecline={(reason, note) =>
              decline.mutate(
                { offer_id: offer.id, reason, ...(note ? { note } : {}) },
                {
                  onSuccess: () => {
                    toast.success('You declined the offer.');
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
