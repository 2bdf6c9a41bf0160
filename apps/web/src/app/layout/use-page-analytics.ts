// Page views for the analytics facade (spec 02 §4; decision 024), which itself
// decides whether anything is recorded (consent, environment, page); and, for
// a signed-in candidate, the country record the apply rule and currency
// defaults read (spec 01 §3), asked in a chunk of its own.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '../../lib/analytics.ts';

export function usePageAnalytics(isAuthorized: boolean) {
  const { pathname, search } = useLocation();
  useEffect(() => analytics.page(), [pathname, search]);
  useEffect(() => {
    if (isAuthorized) void import('../../lib/country.ts').then((m) => m.ensureCountry());
  }, [isAuthorized]);
}
