// The analytics facade every screen calls (spec 01 §4, spec 02 §4 / §9;
// decision 024). It is part of the first page load, so it holds only the
// gate: nothing happens until the visitor consented to analytical cookies;
// then the tracker (the `analytics` library and the collector plugin,
// analytics-runtime.ts) loads as its own chunk. Withdrawing consent stops it at
// once. Environments that do not send (spec 02 §9) get a console-only dummy,
// and the speak-up page is never tracked.
import type { AnalyticsEventName } from '@talent/contracts/analytics';
import { browserViewFor, CONSENT_COOKIE } from '@talent/contracts/page-shell';
import type * as RuntimeModule from './analytics-runtime.ts';
import { appConfig } from './config.ts';
import { getCookie } from './cookies.ts';
import { queryClient } from './query-client.ts';

export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

/** What the loaded tracker offers (analytics-runtime.ts). */
export interface Tracker {
  track(event: string, properties: AnalyticsProps): void;
  page(properties: AnalyticsProps): void;
  identify(userId: string, traits: AnalyticsProps): void;
  alias(userId: string): void;
  reset(): void;
  stop(): void;
}
type Method = Exclude<keyof Tracker, 'stop'>;

/** True only after the visitor chose analytical cookies (nothing leaves before). */
export function analyticsConsented(): boolean {
  try {
    return (JSON.parse(getCookie(CONSENT_COOKIE) ?? '0') as { is_analytical?: unknown } | null)?.is_analytical === true;
  } catch {
    return false;
  }
}

/** spec 01 §3 / §9: the signed-in candidate's A/B variant (0 with testing off); null for a visitor. */
function abVariant(): number | null {
  const profile = queryClient.getQueryData<{ candidate_onboarding_segmentation: number }>(['profile']);
  return profile ? (appConfig().features.abTesting ? profile.candidate_onboarding_segmentation : 0) : null;
}

let tracker: Promise<Tracker> | null = null;
type Runtime = typeof RuntimeModule;
let loadRuntime: (() => Promise<Runtime>) | null = null;

/**
 * The entry registers how the tracker chunk loads: this module then holds no
 * dynamic import of its own, which keeps the first page load's chunks as they were.
 */
export function setTrackerLoader(load: () => Promise<Runtime>) {
  loadRuntime = load;
}

function call<M extends Method>(method: M, ...args: Parameters<Tracker[M]>) {
  // decision 024: the speak-up channel is never tracked
  if (typeof window === 'undefined' || location.pathname.startsWith('/speakup/') || !analyticsConsented()) return;
  if (!appConfig().analytics.enabled || !loadRuntime) return console.info('[analytics]', method, ...args);
  tracker ??= loadRuntime().then((m) =>
    m.startTracker(appConfig().analytics, {
      consented: analyticsConsented,
      variant: abVariant,
      viewType: browserViewFor,
    }),
  );
  void tracker
    // consent can be withdrawn while the tracker loads
    .then((t) => analyticsConsented() && (t[method] as (...a: Parameters<Tracker[M]>) => void)(...args))
    .catch(() => undefined);
}

export const analytics = {
  track: (event: AnalyticsEventName, properties: AnalyticsProps = {}) => call('track', event, properties),
  page: (properties: AnalyticsProps = {}) => call('page', properties),
  identify: (userId: string, traits: AnalyticsProps = {}) => call('identify', userId, traits),
  alias: (userId: string) => call('alias', userId),
  /** spec 01 §4 logout: forget the user; the next events are anonymous. */
  reset: () => void tracker?.then((t) => t.reset()).catch(() => undefined),
};

/**
 * The consent cookie changed: with consent, the page it was given on counts as
 * viewed; without, a loaded tracker drops what it holds and sends nothing more.
 */
export function analyticsConsentChanged() {
  if (analyticsConsented()) return analytics.page();
  void tracker?.then((t) => t.stop()).catch(() => undefined);
  tracker = null;
}
