// /candidate/mandatory-details/ (spec 02 §7 catalogue: candidate_mandatory_status):
// every application where the hiring team asked for details and documents,
// with what is still missing and, while something is, its deadline (decision 046).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { LoadingAnimation } from '../../components/ui/loading.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { dateTimeText } from '../../lib/dates.ts';
import { errorText, mandatoryStatusQuery } from './api/mandatory-queries.ts';
import itemList from '../../styles/item-list.module.css';
import styles from './mandatory.module.css';

export default function MandatoryStatusScreen() {
  const { data, isPending, isError, error } = useQuery(mandatoryStatusQuery());
  return (
    <main id="main" className="page">
      <PageHead title="Details and documents" />
      <section className={`card ${styles.page}`} aria-labelledby="status-title">
        <h1 id="status-title">Details and documents</h1>
        {isPending ? (
          <LoadingAnimation message="Loading" />
        ) : isError ? (
          <p role="alert" className={styles.error}>
            {errorText(error)}
          </p>
        ) : data.results.length === 0 ? (
          <p>No hiring team has asked you for details or documents.</p>
        ) : (
          <ul className={itemList.list}>
            {data.results.map((item) => {
              const missing = item.missing.details.length + item.missing.documents.length;
              return (
                <li key={item.application_id}>
                  <div>
                    <strong>{item.job_title}</strong>
                    {item.company_name && <span className={styles.muted}> · {item.company_name}</span>}
                    {!item.complete && item.due_at && (
                      <div className={styles.muted}>Due by {dateTimeText(item.due_at)}</div>
                    )}
                  </div>
                  {item.complete ? (
                    <span className={styles.given}>Complete</span>
                  ) : (
                    <span className={styles.missingBadge}>{missing} missing</span>
                  )}
                  <Link to={pathTo('mandatoryDetails', { jobApplicationId: item.application_id })}>
                    {item.complete ? 'View' : 'Complete'}
                    <span className="visually-hidden"> details for {item.job_title}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}
