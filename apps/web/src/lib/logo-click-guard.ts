// spec 01 §2 Modals: on certain onboarding pages and the user's own profile
// page, a click on the logo first asks 'Leave this page'. The page that needs
// the confirmation registers a guard while it is mounted; the navigation bar
// asks it before following the logo link.
import { useEffect, useRef } from 'react';

/** Answers true when it took over (showed its confirmation); it calls proceed() to continue. */
export type LogoClickGuard = (proceed: () => void) => boolean;

let current: LogoClickGuard | null = null;

export function useLogoClickGuard(guard: LogoClickGuard | null) {
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });
  const active = guard !== null;
  useEffect(() => {
    if (!active) return;
    const registered: LogoClickGuard = (proceed) => latest.current?.(proceed) ?? false;
    current = registered;
    return () => {
      if (current === registered) current = null;
    };
  }, [active]);
}

/** Called by the navigation bar: true when a guard took over the click. */
export const logoClickGuarded = (proceed: () => void) => current?.(proceed) ?? false;
