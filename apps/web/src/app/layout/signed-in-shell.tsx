// What the frame shows and does only with a session, in a chunk of its own:
// the navigation bar's signed-in part (spec 01 §2) and the onboarding
// reroutes (spec 01 §4).
// Logged in: logo to the dashboard; Career Solutions (setting), Discover
// jobs, a Blog dropdown, Contact us; the profile dropdown (avatar, name cut to
// 10 characters plus '....', e-mail; My Profile at half opacity until
// onboarding is complete, Settings, Change Password, Dashboard, Refer and
// Earn (setting), Logout); below 820 px a right-side drawer instead.
// Outside clicks and Escape (key code 27) close the dropdown and drawers.
// The notification bell (decision 032) sits before the profile block.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DISPLAY_NAME_ELLIPSIS, DISPLAY_NAME_MAX } from '@talent/contracts/constants';
import type { CandidateProfileCore } from '@talent/contracts/profile';
import { matchRoute, pathTo } from '@talent/contracts/routes';
import { useDismiss } from './use-dismiss.ts';
import { appConfig } from '../../lib/config.ts';
import { useCurrentCandidate } from '../../lib/current-candidate.ts';
import { useFinishOnboarding } from '../../features/profile/api/onboarding-actions.ts';
import { useOnboardingRedirect } from '../../features/profile/onboarding/use-onboarding-redirect.ts';
import { logout } from '../../features/auth/session-end.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { MenuToggle } from './menu-toggle.tsx';
import styles from './navbar.module.css';

// The form (react-hook-form and zod) loads only when the modal is opened, not with every page.
const ChangePasswordModal = lazy(() =>
  import('../../features/auth/components/change-password-modal.tsx').then((module) => ({
    default: module.ChangePasswordModal,
  })),
);

/** spec 01 §2: the name cut to 10 characters plus '....'. */
export function displayName(name: string): string {
  return name.length > DISPLAY_NAME_MAX ? `${name.slice(0, DISPLAY_NAME_MAX)}${DISPLAY_NAME_ELLIPSIS}` : name;
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

export function SignedInBar({ compact }: { compact: boolean }) {
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
        <div className={styles.actions}>
          <NotificationBell />
          <MenuToggle ref={drawerToggle} open={drawerOpen} onToggle={() => setDrawerOpen((open) => !open)} />
        </div>
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
          <NotificationBell />
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

/** The root layout's rules for a signed-in candidate, run on each navigation. */
export function SignedInRules() {
  useOnboardingRedirect();
  return null;
}
