// The page-not-found body (spec 01 §2): the unknown-path route and any screen
// whose resource is not there (an unconfigured company page) show it; the
// hiring workspace shows it with its own way back (decision 017).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { PageHead } from './page-head.tsx';

export interface NotFoundPageProps {
  /** A complete document title (no brand suffix added); the default is the site's. */
  title?: string;
  message?: ReactNode;
  links?: ReactNode;
}

export function NotFoundPage({
  title,
  message = 'The page you are looking for does not exist or has moved.',
  links,
}: NotFoundPageProps) {
  return (
    <main id="main" className="page">
      {title ? <PageHead title={title} exactTitle /> : <PageHead title="Page not found" />}
      <div className="card" style={{ textAlign: 'center', padding: '48px 24px' }}>
        <p style={{ fontSize: '3rem', fontWeight: 700, margin: 0, color: 'var(--color-primary)' }} aria-hidden="true">
          404
        </p>
        <h1>Page not found</h1>
        <p>{message}</p>
        <p>
          {links ?? (
            <>
              <Link to={pathTo('jobs')}>Search jobs</Link> · <Link to={pathTo('talent')}>Go to the home page</Link>
            </>
          )}
        </p>
      </div>
    </main>
  );
}
