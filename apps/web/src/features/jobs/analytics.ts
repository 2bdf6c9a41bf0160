// spec 02 §4 / §9: the redirection page records an analytics page view, through
// the analytics facade (consent, environment and tracker: decision 024).
import { analytics, type AnalyticsProps } from '../../lib/analytics.ts';

export function trackJobPageView(name: string, properties: AnalyticsProps = {}) {
  analytics.page({ ...properties, page_name: name });
}
