// spec 01 §2 navigation bar. Logged out: logo to the candidate landing page,
// 'Create New Account' and 'Login' (each hidden on its own page), a hamburger
// drawer on mobile, and the reduced leadership-hiring variant.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { isCompactView, useBrowserView } from '../../lib/browser-view.ts';
import { useSession } from '../../lib/session.ts';
import styles from './navbar.module.css';

export const isLeadershipFlow = () => sessionStorage.getItem('is_leadership_job') === 'true';

function Logo({ to, white }: { to: string; white: boolean }) {
  return (
    <Link to={to} className={styles.logo} aria-label="Talent500 home">
      <span className={white ? styles.logoMarkAlt : styles.logoMark}>T5</span>
      <span className={styles.logoText}>{white ? 'Talent500 Leadership' : 'Talent500'}</span>
    </Link>
  );
}

export function Navbar() {
  const { isAuthorized } = useSession();
  const location = useLocation();
  const view = useBrowserView();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerButton = useRef<HTMLButtonElement>(null);
  const leadership = isLeadershipFlow();

  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDrawerOpen(false);
        drawerButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const onSignup = location.pathname.startsWith(pathTo('signup'));
  const onSignin = location.pathname.startsWith(pathTo('signin')) || location.pathname === pathTo('auth');
  const onReset = location.pathname.startsWith(pathTo('resetPassword'));
  const firstSegment = location.pathname.split('/').filter(Boolean)[0];
  const loginHref = pathTo(
    'signin',
    {},
    firstSegment && !onSignup ? { redirect_to: `${firstSegment}${location.search}` } : undefined,
  );
  const compact = isCompactView(view);
  const hideActions = leadership;
  const hideHamburger = leadership && (onSignup || onSignin || onReset);

  const actions = (
    <>
      {!onSignup && (
        <Link className={styles.primaryAction} to={pathTo('signup')}>
          Create New Account
        </Link>
      )}
      {!onSignin && (
        <Link className={styles.secondaryAction} to={loginHref}>
          Login
        </Link>
      )}
    </>
  );

  return (
    <header className={leadership ? `${styles.bar} ${styles.white}` : styles.bar}>
      <nav className={styles.inner} aria-label="Main">
        <Logo to={isAuthorized ? pathTo('dashboard') : pathTo('talent')} white={leadership} />
        {isAuthorized ? (
          <div className={styles.actions}>
            <Link className={styles.link} to={pathTo('jobs')}>
              Discover jobs
            </Link>
            <Link className={styles.link} to={pathTo('dashboard')}>
              Dashboard
            </Link>
          </div>
        ) : hideActions ? null : compact ? (
          !hideHamburger && (
            <button
              ref={drawerButton}
              type="button"
              className={styles.hamburger}
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              aria-controls="nav-drawer"
              onClick={() => setDrawerOpen((open) => !open)}
            >
              <span aria-hidden="true">☰</span>
            </button>
          )
        ) : (
          <div className={styles.actions}>{actions}</div>
        )}
      </nav>
      {compact && drawerOpen && !isAuthorized && (
        <div id="nav-drawer" className={styles.drawer}>
          {actions}
        </div>
      )}
    </header>
  );
}
