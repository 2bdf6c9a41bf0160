// Analytics, geolocation and A/B endpoints (decision 024).
import type { RouteTable } from '../endpoint.ts';

export const analyticsRoutes = {
  // spec 02 §7: the key the client fetches before geolocating
  geolocationKey: { method: 'GET', path: '/auth/keys/', access: 'public' },
  geolocation: { method: 'GET', path: '/geolocation/', access: 'public' },
  // Segment's HTTP batch shape, so any Segment-compatible destination reads what the client sends
  collect: { method: 'POST', path: '/analytics/v1/batch', access: 'public' },
  funnel: { method: 'GET', path: '/analytics/funnel/', access: 'candidate' },
} as const satisfies RouteTable;
