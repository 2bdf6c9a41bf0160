// spec 01 §2 navigation bar.
// Logged out: logo to the candidate landing page, 'Create New Account' and
// 'Login' (each hidden on its own page), a hamburger drawer on mobile, and
// the reduced leadership-hiring variant.
// Logged in: logo to the dashboard; Career Solutions (setting), Discover
// jobs, a Blog dropdown, Contact us; the profile dropdown (avatar, name cut to
// 10 characters plus '....', e-mail; My Profile at half opacity until
// onboarding is complete, Settings, Change Password, Dashboard, Refer and
// Earn (setting), Logout); below 820 px a right-side drawer instead.
// Outside clicks and Escape (key code 27) close the dropdown and drawers.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DISPLAY_NAME_ELLIPSIS, DISPLAY_NAME_MAX, ESCAPE_KEY_CODE } from '@talent/contracts/constants';
import type { CandidateProfileCore } from '@talent/contracts/profile';
import { matchRoute, pathTo } from '@talent/contracts/routes';
import { isCompactView, useBrowserView } from './browser-view.ts';
import { appConfig } from '../../lib/config.ts';
import { useCurrentCandidate } from '../../lib/current-candidate.ts';
import { useSession } from '../../lib/session.ts';
import { useFinishOnboarding } from '../../features/profile/api/onboarding-actions.ts';
import { logoClickGuarded } from '../../lib/logo-click-guard.ts';
import { logout } from '../../features/auth/session-end.ts';
import styles from './navbar.module.css';
import { useHydrated } from '../../lib/server-render.ts';

// The form (react-hook-form and zod) loads only when the modal is opened, not with every page.
const ChangePasswordModal = lazy(() =>
  import('../../features/auth/components/change-password-modal.tsx').then((module) => ({
    default: module.ChangePasswordModal,
  })),
);

export const isLeadershipFlow = () => sessionStorage.getItem('is_leadership_job') === 'true';

/** spec 01 §2: the name cut to 10 characters plus '....'. */
export function displayName(name: string): string {
  return name.length > DISPLAY_NAME_MAX ? `${name.slice(0, DISPLAY_NAME_MAX)}${DISPLAY_NAME_ELLIPSIS}` : name;
}

const isEscape = (event: KeyboardEvent) => event.key === 'Escape' || event.keyCode === ESCAPE_KEY_CODE;

/** Closes on Escape and on a click outside `inside` (a click inside toggles as usual). */
function useDismiss(open: boolean, close: () => void, inside: RefObject<HTMLElement | null>[]) {
  const latest = useRef({ close, inside });
  useEffect(() => {
    latest.current = { close, inside };
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (isEscape(event)) latest.current.close();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!latest.current.inside.some((ref) => ref.current?.contains(target))) latest.current.close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
}

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

function Avatar({ profile }: { profile: CandidateProfileCore | undefined }) {
  const letter = (profile?.first_name || profile?.user.email || '?').charAt(0).toUpperCase();
  if (profile?.profile_image_link) {
    return <img className={styles.avatar} src={profile.profile_image_link} alt="" width={36} height={36} />;
  }
  return (
    <span className={styles.avatar} aria-hidden="true">
      {letter}
    </span>
  );
}

const fullName = (profile: CandidateProfileCore | undefined) =>
  profile
    ? [profile.first_name, profile.last_name]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' ') || profile.user.email
    : '';

interface MenuEntry {
  key: string;
  label: string;
  to?: string;
  external?: boolean;
  onSelect?: () => void;
  disabled?: boolean;
}

function MenuItems({ entries, onDone }: { entries: MenuEntry[]; onDone: () => void }) {
  return (
    <ul className={styles.menuList} role="list">
      {entries.map((entry) => (
        <li key={entry.key}>
          {entry.to && !entry.onSelect ? (
            entry.external ? (
              <a className={styles.menuItem} href={entry.to} target="_blank" rel="noreferrer" onClick={onDone}>
                {entry.label}
              </a>
            ) : (
              <Link className={styles.menuItem} to={entry.to} onClick={onDone}>
                {entry.label}
              </Link>
            )
          ) : (
            <button
              type="button"
              className={`${styles.menuItem} ${entry.disabled ? styles.dimmed : ''}`}
              aria-disabled={entry.disabled || undefined}
              onClick={() => {
                if (entry.disabled) return;
                onDone();
                entry.onSelect?.();
              }}
            >
              {entry.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function BlogMenu() {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const id = useId();
  const { links } = appConfig();
  useDismiss(open, () => setOpen(false), [wrap]);
  return (
    <div className={styles.dropdownWrap} ref={wrap}>
      <button
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        Blog <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div id={id} className={`${styles.dropdown} ${styles.blogDropdown}`}>
          <MenuItems
            onDone={() => setOpen(false)}
            entries={[
              { key: 'enterprise', label: 'Enterprise', to: links.blogEnterprise },
              { key: 'professionals', label: 'Professionals', to: links.blog },
            ]}
          />
        </div>
      )}
    </div>
  );
}

function LoggedInBar({ compact }: { compact: boolean }) {
  const { data: profile } = useCurrentCandidate();
  const finishOnboarding = useFinishOnboarding();
  const location = useLocation();
  const navigate = useNavigate();
  const { features, links } = appConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const profileBlock = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const drawerToggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useDismiss(menuOpen, closeMenu, [profileBlock, menu]);
  useDismiss(drawerOpen, closeDrawer, [drawer, drawerToggle]);
  useEffect(() => {
    setMenuOpen(false);
    setDrawerOpen(false);
  }, [location.pathname]);

  const onboardingComplete = profile?.user.onboarding_complete ?? false;
  const onOnboardingPath = Boolean(matchRoute(location.pathname, { companySlugs: [] })?.route.onboardingStep);
  const openProfile = async () => {
    if (!profile) return;
    // spec 01 §2: on an onboarding path with onboarding complete, mark it finished first
    if (onOnboardingPath && onboardingComplete && !(await finishOnboarding())) return;
    navigate(pathTo('profileViewUser', { userId: profile.id }));
  };
  const myProfile: MenuEntry = {
    key: 'profile',
    label: 'My Profile',
    onSelect: () => void openProfile(),
    // spec 01 §6: unavailable until onboarding is complete
    disabled: !onboardingComplete,
  };
  const settings: MenuEntry = { key: 'settings', label: 'Settings', to: pathTo('accountSettings') };
  const dashboard: MenuEntry = { key: 'dashboard', label: 'Dashboard', to: pathTo('dashboard') };
  const changePassword: MenuEntry = {
    key: 'password',
    label: 'Change Password',
    onSelect: () => setPasswordOpen(true),
  };
  const referAndEarn: MenuEntry = { key: 'refer', label: 'Refer and Earn', to: pathTo('referAndEarn') };
  const signOut: MenuEntry = { key: 'logout', label: 'Logout', onSelect: () => void logout(navigate) };
  const careerSolutions: MenuEntry = {
    key: 'career',
    label: 'Career Solutions',
    to: links.careerSolutions,
    external: true,
  };
  const discover: MenuEntry = { key: 'discover', label: 'Discover jobs', to: pathTo('jobs') };
  const contact: MenuEntry = { key: 'contact', label: 'Contact us', to: pathTo('contact') };

  const name = fullName(profile);
  const identity = (
    <>
      <Avatar profile={profile} />
      <span className={styles.identity}>
        <span className={styles.name}>{displayName(name)}</span>
        {!compact && <span className={styles.email}>{profile?.user.email}</span>}
      </span>
    </>
  );

  return (
    <>
      {compact ? (
        <button
          ref={drawerToggle}
          type="button"
          className={styles.hamburger}
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="nav-drawer"
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
        </button>
      ) : (
        <div className={styles.actions}>
          {features.showCareerSolutions && (
            <a className={styles.link} href={links.careerSolutions} target="_blank" rel="noreferrer">
              Career Solutions
            </a>
          )}
          <Link className={styles.link} to={pathTo('jobs')}>
            Discover jobs
          </Link>
          <BlogMenu />
          <Link className={styles.link} to={pathTo('contact')}>
            Contact us
          </Link>
          <div className={styles.dropdownWrap}>
            <button
              ref={profileBlock}
              type="button"
              className={styles.profileBlock}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={`Account menu for ${name}`}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {identity}
            </button>
            {menuOpen && (
              <div ref={menu} id={menuId} className={`${styles.dropdown} ${styles.profileDropdown}`}>
                <div className={styles.menuHeader}>
                  <span className={styles.name}>{displayName(name)}</span>
                  <span className={styles.email}>{profile?.user.email}</span>
                </div>
                <MenuItems
                  onDone={closeMenu}
                  entries={[
                    myProfile,
                    settings,
                    changePassword,
                    dashboard,
                    ...(features.showReferAndEarn ? [referAndEarn] : []),
                    signOut,
                  ]}
                />
              </div>
            )}
          </div>
        </div>
      )}
      {compact && drawerOpen && (
        <div className={styles.drawerBackdrop}>
          <div ref={drawer} id="nav-drawer" className={styles.sideDrawer} role="dialog" aria-label="Menu">
            <div className={styles.drawerIdentity}>{identity}</div>
            <MenuItems
              onDone={closeDrawer}
              entries={[
                myProfile,
                dashboard,
                ...(features.showCareerSolutions ? [careerSolutions] : []),
                discover,
                contact,
                settings,
                changePassword,
                signOut,
              ]}
            />
          </div>
        </div>
      )}
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordModal
            open
            onClose={() => setPasswordOpen(false)}
            returnFocus={compact ? drawerToggle : profileBlock}
          />
        </Suspense>
      )}
    </>
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
  // spec 01 §2: the leadership-hiring bar hides both buttons (and so the hamburger that holds them)
  if (leadership) return null;

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
  if (!compact) return <div className={styles.actions}>{actions}</div>;
  return (
    <>
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
          <LoggedInBar compact={compact} />
        ) : (
          <LoggedOutActions compact={compact} leadership={leadership} />
        )}
      </nav>
    </header>
  );
}
