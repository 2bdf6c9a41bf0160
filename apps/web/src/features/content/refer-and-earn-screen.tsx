// Refer and earn (spec 01 §2; decision 023): the programme for everyone, and
// for a signed-in candidate their code and link with a copy button and share
// targets, and whom they referred with each one's stage.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { Button } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/session.ts';
import { referralsQuery } from './api/content-queries.ts';
import { ContentPageView } from './components/content-page.tsx';
import styles from './content.module.css';
import { dateText } from '../../lib/dates.ts';

function MyReferrals() {
  const { data, isError } = useQuery(referralsQuery());
  const [copied, setCopied] = useState(false);
  if (isError) return <p role="alert">Your referrals could not be loaded.</p>;
  if (!data) return <p>Loading your referral link…</p>;
  const text = encodeURIComponent('Find your next job with me:');
  const link = encodeURIComponent(data.link);
  const copy = async () => {
    await navigator.clipboard?.writeText(data.link);
    setCopied(true);
  };
  return (
    <div className={`card ${styles.stack}`}>
      <section aria-labelledby="my-link">
        <h2 id="my-link">Your referral link</h2>
        <p>
          Code: <span className={styles.secret}>{data.code}</span>
        </p>
        <p className={styles.secret} data-testid="referral-link">
          {data.link}
        </p>
        <div className={styles.shareRow}>
          <Button onClick={() => void copy()}>Copy link</Button>
          <a href={`https://wa.me/?text=${text}%20${link}`} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </a>
          <a
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${link}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            LinkedIn
          </a>
          <a
            href={`https://twitter.com/intent/tweet?text=${text}&url=${link}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            X
          </a>
          <a href={`mailto:?subject=${text}&body=${link}`}>E-mail</a>
          <span role="status">{copied ? 'Link copied.' : ''}</span>
        </div>
      </section>
      <section aria-labelledby="my-referrals">
        <h2 id="my-referrals">People you referred</h2>
        {data.referrals.length === 0 ? (
          <p>No one has signed up with your link yet.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Joined</th>
                <th scope="col">Stage</th>
              </tr>
            </thead>
            <tbody>
              {data.referrals.map((r, i) => (
                <tr key={i}>
                  <td>{r.name}</td>
                  <td>{dateText(r.joined_at)}</td>
                  <td>{r.stage_label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

export default function ReferAndEarnScreen() {
  const { isAuthorized } = useSession();
  return (
    <ContentPageView
      slug="refer-and-earn"
      routeId="referAndEarn"
      aside={
        isAuthorized ? (
          <MyReferrals />
        ) : (
          <div className="card">
            <h2>Get your link</h2>
            <p>
              <Link to={pathTo('signin', {}, { redirect_to: '/refer-and-earn/' })}>Sign in</Link> to see your referral
              code and the people you referred.
            </p>
          </div>
        )
      }
    />
  );
}
