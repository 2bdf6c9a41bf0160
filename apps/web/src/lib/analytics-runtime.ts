// The tracker behind the analytics facade (decision 024), loaded only after
// consent: the `analytics` library with the collector plugin, and the rules of
// spec 02 §4 / §9 — every event says it was triggered in the frontend, carries
// the flow-type labels, the A/B variant and the device, and the tracker is
// handed back after at most 5 s whether or not the library reported ready.
import Analytics from 'analytics';
import type { AppConfig } from '@talent/contracts/app-config';
import {
  AB_EXPERIMENT,
  ANALYTICS_READY_TIMEOUT_MS,
  EVENT_TRIGGER_POSITION,
  flowLabels,
} from '@talent/contracts/analytics';
import type { AnalyticsProps, Tracker } from './analytics.ts';
import { collectorPlugin } from './analytics-collector.ts';

export interface TrackerHooks {
  /** The visitor's consent, asked before every send. */
  consented: () => boolean;
  /** The signed-in candidate's A/B variant, null for a visitor. */
  variant: () => number | null;
  /** spec 01 §3 browser view type for a width (from the facade, so this chunk shares no module with the first load's). */
  viewType: (width: number) => string;
  /** How long a message waits for company before its batch is sent; the collector's default when absent. */
  flushAfterMs?: number;
}

const DASHBOARD = '/dashboard/';

const CAMPAIGN_KEY = 'analytics_campaign';
const UTM = { source: 'utm_source', medium: 'utm_medium', name: 'utm_campaign', term: 'utm_term' } as const;

/** The visit's campaign: the utm parameters of the page it started on, kept for the tab's session. */
function campaign(): Record<string, string> | undefined {
  const search = new URLSearchParams(window.location.search);
  const current = Object.fromEntries(
    Object.entries(UTM)
      .map(([key, param]) => [key, search.get(param)?.slice(0, 200)] as const)
      .filter((entry): entry is readonly [string, string] => Boolean(entry[1])),
  );
  try {
    if (Object.keys(current).length) sessionStorage.setItem(CAMPAIGN_KEY, JSON.stringify(current));
    else return (JSON.parse(sessionStorage.getItem(CAMPAIGN_KEY) ?? 'null') as Record<string, string>) ?? undefined;
  } catch {
    // storage can be unavailable; the page's own parameters still count
  }
  return Object.keys(current).length ? current : undefined;
}

/** spec 02 §4 flow labels plus the frontend mark and the variant, added to every event. */
function common(properties: AnalyticsProps, variant: number | null): AnalyticsProps {
  const search = new URLSearchParams(window.location.search);
  const labels = flowLabels({
    search,
    jobCode: typeof properties.job_code === 'string' ? properties.job_code : null,
    onDashboard: window.location.pathname === DASHBOARD,
    isConfirm: search.has('is_confirm'),
  });
  return {
    ...labels,
    ...properties,
    ...(properties.job_code ? {} : { job_code: labels.job_code }),
    ...(variant === null ? {} : { ab_variant: variant }),
    event_trigger_position: EVENT_TRIGGER_POSITION,
  };
}

function context(viewType: TrackerHooks['viewType']): Record<string, unknown> {
  const width = window.innerWidth;
  const found = campaign();
  return {
    userAgent: navigator.userAgent.slice(0, 500),
    locale: navigator.language?.slice(0, 35),
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone?.slice(0, 64),
    screen: { width: window.screen.width, height: window.screen.height },
    viewport: { width, height: window.innerHeight },
    // spec 01 §3 browser view types
    device: { type: viewType(width) },
    page: {
      path: window.location.pathname,
      referrer: document.referrer || undefined,
      title: document.title.slice(0, 300),
    },
    ...(found ? { campaign: found } : {}),
  };
}

export async function startTracker(config: AppConfig['analytics'], hooks: TrackerHooks): Promise<Tracker> {
  const plugin = collectorPlugin({
    url: config.url,
    writeKey: config.writeKey,
    allowed: hooks.consented,
    context: () => context(hooks.viewType),
    flushAfterMs: hooks.flushAfterMs,
  });
  const instance = Analytics({ app: 'talent', plugins: [plugin] });
  // spec 02 §9: the tracker is returned after at most 5 s, ready or not (the library holds calls until then)
  await Promise.race([
    new Promise<void>((resolve) => instance.ready(() => resolve())),
    new Promise<void>((resolve) => setTimeout(resolve, ANALYTICS_READY_TIMEOUT_MS)),
  ]);
  // a reset finishes before the next call, so what follows a logout is anonymous
  let settled: Promise<unknown> = Promise.resolve();
  const after = (run: () => unknown) => {
    settled = settled.then(run).catch(() => undefined);
  };
  return {
    track: (event, properties) => {
      const all = common(properties, hooks.variant());
      after(() => instance.track(event, all));
    },
    page: (properties) => {
      const all = common(properties, hooks.variant());
      after(() => instance.page(all));
    },
    identify: (userId, traits) => {
      const variant = hooks.variant();
      const withVariant = variant === null ? traits : { ...traits, [AB_EXPERIMENT]: variant, ab_variant: variant };
      after(() => instance.identify(userId, withVariant));
    },
    alias: (userId) => after(() => plugin.alias(userId, instance.user('anonymousId') as string | null)),
    reset: () =>
      after(() => {
        // what the user did is sent first; then a new anonymous id
        plugin.flush();
        return instance.reset();
      }),
    stop: () => {
      plugin.stop();
      after(() => instance.reset());
    },
  };
}
