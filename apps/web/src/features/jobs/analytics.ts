// spec 02 §4 / §9: the redirection page records an analytics page view. No
// analytics service is configured in this product yet, so every environment
// gets the spec's console-only dummy; a real tracker replaces this one call.
export function trackJobPageView(name: string, properties: Record<string, string | number | null> = {}) {
  console.info('[analytics] page', name, { ...properties, event_trigger_position: 'frontend' });
}
