// The `analytics` library plugin that sends to the product's collector, or to
// any Segment-compatible batch endpoint (decision 024): Segment-spec messages
// collected in memory and posted as one batch — after a short pause, when the
// batch is full, and with navigator.sendBeacon when the page is hidden or left.
// Before each send it asks `allowed()`: without consent nothing leaves, and
// what was held is dropped.
import type { AnalyticsProps } from './analytics.ts';

export type MessageType = 'track' | 'page' | 'identify' | 'alias';

export interface SegmentMessage {
  type: MessageType;
  messageId: string;
  anonymousId: string | null;
  userId: string | null;
  previousId?: string;
  event?: string;
  name?: string;
  properties?: Record<string, string | number | boolean | null>;
  traits?: Record<string, string | number | boolean | null>;
  timestamp: string;
  context: Record<string, unknown>;
}

export interface CollectorOptions {
  /** The batch URL (the collector's /api/analytics/v1/batch, or e.g. https://api.segment.io/v1/batch). */
  url: string;
  /** Segment's write key, sent in the body (a beacon carries no headers). */
  writeKey: string | null;
  /** Consent and place, asked before every send. */
  allowed: () => boolean;
  /** The device, page and campaign context of a message, taken when it is made. */
  context: () => Record<string, unknown>;
  /** Milliseconds a message may wait for company before the batch is sent. */
  flushAfterMs?: number;
  /** Messages per request; the collector takes at most 100. */
  maxBatch?: number;
}

/** Held at most this many: a tracker that cannot send does not grow without end. */
const MAX_HELD = 500;
const MAX_PROPERTIES = 40;

/** Flat scalar values only, at most 40, long strings cut (the collector's limits). */
export function flatProperties(values: AnalyticsProps): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(values)) {
    if (Object.keys(out).length >= MAX_PROPERTIES) break;
    if (value === undefined || key.length > 64) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    out[key] = typeof value === 'string' ? value.slice(0, 500) : value;
  }
  return out;
}

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

interface LibraryPayload {
  event?: string;
  userId?: string | null;
  anonymousId?: string | null;
  properties?: AnalyticsProps & { path?: string; title?: string };
  traits?: AnalyticsProps;
  meta?: { ts?: number; rid?: string };
}

export function collectorPlugin(options: CollectorOptions) {
  const flushAfterMs = options.flushAfterMs ?? 2000;
  const maxBatch = Math.min(options.maxBatch ?? 50, 100);
  let held: SegmentMessage[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function send(useBeacon: boolean) {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (stopped || !options.allowed()) {
      held = [];
      return;
    }
    while (held.length) {
      const batch = held.splice(0, maxBatch);
      const body = JSON.stringify({
        batch,
        sentAt: new Date().toISOString(),
        ...(options.writeKey ? { writeKey: options.writeKey } : {}),
      });
      // text/plain: a simple request (no preflight) for fetch and beacon alike
      if (useBeacon && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(options.url, body)) continue;
      void fetch(options.url, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      }).catch(() => undefined);
    }
  }

  function hold(message: SegmentMessage) {
    if (stopped || !options.allowed()) return;
    held.push(message);
    if (held.length > MAX_HELD) held.splice(0, held.length - MAX_HELD);
    if (held.length >= maxBatch) send(false);
    else timer ??= setTimeout(() => send(false), flushAfterMs);
  }

  const onHidden = () => {
    if (document.visibilityState === 'hidden') send(true);
  };
  const onPageHide = () => send(true);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);

  const message = (type: MessageType, payload: LibraryPayload, extra: Partial<SegmentMessage>): SegmentMessage => ({
    type,
    messageId: newId(),
    anonymousId: payload.anonymousId ?? null,
    userId: payload.userId ?? null,
    timestamp: new Date(payload.meta?.ts ?? Date.now()).toISOString(),
    context: options.context(),
    ...extra,
  });

  return {
    name: 'talent-collector',
    loaded: () => true,
    page: ({ payload }: { payload: LibraryPayload }) => {
      // the library's url, search and hash can carry tokens: only the path and title are kept
      const {
        url: _url,
        search: _search,
        hash: _hash,
        referrer: _referrer,
        width: _w,
        height: _h,
        ...rest
      } = payload.properties ?? {};
      hold(message('page', payload, { name: rest.path ?? window.location.pathname, properties: flatProperties(rest) }));
    },
    track: ({ payload }: { payload: LibraryPayload }) =>
      hold(
        message('track', payload, { event: payload.event ?? '', properties: flatProperties(payload.properties ?? {}) }),
      ),
    identify: ({ payload }: { payload: LibraryPayload }) =>
      hold(message('identify', payload, { traits: flatProperties(payload.traits ?? {}) })),
    /** Segment's alias: the new user id and the anonymous id it was known by (not in the library's core). */
    alias(userId: string, anonymousId: string | null) {
      hold(message('alias', { anonymousId, userId }, anonymousId ? { previousId: anonymousId } : {}));
    },
    flush: () => send(false),
    /** Consent withdrawn: drop what is held and listen no more. */
    stop() {
      stopped = true;
      held = [];
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
}

export type CollectorPlugin = ReturnType<typeof collectorPlugin>;
