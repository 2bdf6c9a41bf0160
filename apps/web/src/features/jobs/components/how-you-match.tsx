// 'How you match' (decision 038): the fit's one line on a card, and on a job
// page the line with every factor's evidence. Only a signed-in candidate has
// fits, so the pages load this module when there is one to show (decision 052).
import { useQuery } from '@tanstack/react-query';
import type { Fit } from '@talent/contracts/fit';
import { FIT_FACTOR_LABELS } from '@talent/contracts/fit-labels';
import { jobFitsQuery } from '../api/fit-queries.ts';
import styles from './fit.module.css';

export function HowYouMatchLine({ fit }: { fit: Fit }) {
  return (
    <p className={styles.line}>
      <strong>How you match:</strong> {fit.summary}
    </p>
  );
}

/** A card's line, from the fits of every job on its list (one request for the list). */
export function CardFitLine({ jobId, jobIds }: { jobId: number; jobIds: readonly number[] }) {
  const { data } = useQuery(jobFitsQuery(jobIds));
  const fit = data?.fits[String(jobId)];
  return fit ? <HowYouMatchLine fit={fit} /> : null;
}

/** The job page's panel: the line, then each factor with what it found. */
export function HowYouMatchPanel({ jobId }: { jobId: number }) {
  const { data } = useQuery(jobFitsQuery([jobId]));
  const fit = data?.fits[String(jobId)];
  if (!fit) return null;
  return (
    <section className={styles.panel} aria-labelledby="how-you-match">
      <h2 id="how-you-match">How you match</h2>
      <p className={styles.line}>{fit.summary}</p>
      <ul className={styles.factors}>
        {fit.factors.map((factor) => (
          <li key={factor.factor}>
            <span className={styles[factor.level]}>{FIT_FACTOR_LABELS[factor.factor]}:</span> {factor.evidence}
          </li>
        ))}
      </ul>
    </section>
  );
}
