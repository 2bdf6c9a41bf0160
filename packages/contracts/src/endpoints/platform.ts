// Platform endpoints: health, readiness, the client's global configuration.
import type { RouteTable } from '../endpoint.ts';

export const platformRoutes = {
  health: { method: 'GET', path: '/health/', access: 'public' },
  ready: { method: 'GET', path: '/health/ready/', access: 'public' },
  config: { method: 'GET', path: '/config/', access: 'public' },
} as const satisfies RouteTable;
