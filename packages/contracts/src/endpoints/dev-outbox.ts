// The development outbox page (decision 006): served only while the mailer is
// the outbox and the environment is not production.
import type { RouteTable } from '../endpoint.ts';

export const devOutboxRoutes = {
  devOutbox: { method: 'GET', path: '/dev/outbox/', access: 'public' },
} as const satisfies RouteTable;
