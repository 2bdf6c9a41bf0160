// spec 01 §2 navigation bar.
// Logged out: logo to the candidate landing page, 'Create New Account' and
// 'Login' (each hidden on its own page), a hamburger drawer on mobile, and
// the reduced leadership-hiring variant.
// Logged in: the signed-in bar (signed-in-shell.tsx), loaded only with a session.
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { pathTo } from '@talent/contracts/routes';
import { isCompactView, useBrowserView } from './browser-view.ts';
import { useDismiss } from './use-dismiss.ts';
import { appConfig } from '../../lib/config.ts';
import { useSession } from '../../lib/session.ts';
import { logoClickGuarded } from '../../lib/logo-click-guard.ts';
import { MenuToggle } from './menu-toggle.tsx';
import styles from './navbar.module.css';
import { useHydrated } from '../../lib/server-render.ts';

// Visitors, who get most first visits, never load the account menu and what it needs.
const SignedInBar = lazy(() => import('./signed-in-shell.tsx').then((module) => ({ default: module.SignedInBar })));

export const isLeadershipFlow = () => sessionStorage.getItem('is_leadership_job') === 'true';

/** The mark beside the name: its initials, or its first two letters for a one-word name. */
const initialsOf = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words.map((word) => word[0]).join('') : name).slice(0, 2).toUpperCase();
};

function Logo({ to, white }: { to: string; white: boolean }) {
  const navigate = useNavigate();
  const { brand } = appConfig();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (logoClickGuarded(() => navigate(to))) event.preventDefault();
  };
  return (
    <Link to={to} className={styles.logo} aria-label={`${brand.name} home`} onClick={onClick}>
      {brand.logoUrl ? (
        <img className={styles.logoImage} src={brand.logoUrl} alt="" />
      ) : (
        <span className={white ? styles.logoMarkAlt : styles.logoMark}>{initialsOf(brand.name)}</span>
      )}
      <span className={styles.logoText}>{white ? `${brand.name} Leadership` : brand.name}</span>
    </Link>
  );
}

function LoggedOutActions({ compact, leadership }: { compact: boolean; leadership: boolean }) {
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useDismiss(drawerOpen, () => {
    setDrawerOpen(false);
    drawerButton.current?.focus();
  }, [drawer, drawerButton]);

  const onSignup = location.pathname.startsWith(pathTo('signup'));
  const onSignin = location.pathname.startsWith(pathTo('signin')) || location.pathname === pathTo('auth');
  const firstSegment = location.pathname.split('/').filter(Boolean)[0];
  const loginHref = pathTo(
    'signin',
    {},
    firstSegment && !onSignup ? { redirect_to: `${firstSegment}${location.search}` } : undefined,
  );
  // spec 01 §2: the leadership-hiring bar hides both buttons; its hamburger is
  // hidden on the sign-up, sign-in and reset-password pages only
  const onReset = location.pathname.startsWith(pathTo('resetPassword'));
  if (leadership && (!compact || onSignup || onSignin || onReset)) return null;

  const actions: ReactNode = (
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
  if (!compact) return <div className={`${styles.actions} ${styles.visitorActions}`}>{actions}</div>;
  return (
    <>
      <MenuToggle ref={drawerButton} open={drawerOpen} onToggle={() => setDrawerOpen((open) => !open)} />
      {drawerOpen && (
        <div ref={drawer} id="nav-drawer" className={styles.drawer}>
          {actions}
        </div>
      )}
    </>
  );
}

export function Navbar() {
  const { isAuthorized } = useSession();
  const view = useBrowserView();
  const compact = isCompactView(view);
  // a per-tab flag: the server-rendered page and its hydration show the usual bar
  const leadership = useHydrated() && isLeadershipFlow();
  return (
    <header className={leadership ? `${styles.bar} ${styles.white}` : styles.bar}>
      <nav className={styles.inner} aria-label="Main">
        <Logo to={isAuthorized ? pathTo('dashboard') : pathTo('talent')} white={leadership} />
        {isAuthorized ? (
          <Suspense fallback={null}>
            <SignedInBar compact={compact} />
          </Suspense>
        ) : (
          <LoggedOutActions compact={compact} leadership={leadership} />
        )}
      </nav>
    </header>
  );
}
