import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTES, pathTo } from '@talent/contracts/routes';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { useSession } from '../../../lib/session.ts';
import styles from './auth.module.css';

/** The frame of the auth pages: a card with a heading. */
export function AuthPage({
  title,
  lead,
  children,
  signedInNote = false,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  /** Sign-in and sign-up tell a signed-in visitor where to go instead of showing the form. */
  signedInNote?: boolean;
}) {
  const { isAuthorized } = useSession();
  // spec 02 §9: auth pages take operators' templates as written
  const { pathname } = useLocation();
  const pageType = ROUTES.find((route) => route.path === pathname)?.id;
  return (
    <main id="main" className="page">
      <PageHead title={title} seo={pageType ? { pageType } : undefined} />
      <div className={styles.card}>
        <h1>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {signedInNote && isAuthorized ? (
          <p>
            You are signed in. <Link to={pathTo('dashboard')}>Go to your dashboard</Link>
          </p>
        ) : (
          children
        )}
      </div>
    </main>
  );
}
