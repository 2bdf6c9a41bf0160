// The two endpoints a page's client may call before any screen has loaded
// (decision 052): the token refresh (the api client) and the signed-in
// candidate (the app shell). Apart so that the first visit does not carry the
// whole of endpoints/auth.ts and endpoints/candidates.ts, which list them
// under these names.
import type { RouteTable } from './endpoint.ts';

export const sessionRoutes = {
  refreshToken: { method: 'POST', path: '/users/candidate/refresh-token/', access: 'public' },
  // spec 02 §7 catalogue lists the v1 path /users/candidate/ beside v2 and v3: the same profile
  profile: { method: 'GET', path: '/v3/users/candidate/', access: 'candidate', aliases: ['/users/candidate/'] },
} as const satisfies RouteTable;
