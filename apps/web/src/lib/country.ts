// The visitor's country (spec 01 §3, spec 02 §7; decision 024): the client asks
// for the geolocation key, then for its country record, and keeps the record in
// the 'country' cookie; India when the lookup fails. The apply rule (India or
// international) and the currency defaults read it.
import {
  COUNTRY_COOKIE,
  GEOLOCATION_KEY_NAME,
  INDIA_COUNTRY_RECORD,
  type CountryRecord,
} from '@talent/contracts/analytics';
import { CURRENCIES } from '@talent/contracts/constants';
import { analyticsRoutes } from '@talent/contracts/endpoints/analytics';
import type { analyticsSchemas } from '@talent/contracts/endpoints/analytics.schemas';
import { endpointClient } from './api-client.ts';
import { getCookie, setCookie } from './cookies.ts';

/** The key the server hands out lives a day; the record is kept as long. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/** The kept record, or null when there is none (or it is unreadable). */
export function countryRecord(): CountryRecord | null {
  try {
    const value = JSON.parse(getCookie(COUNTRY_COOKIE) ?? 'null') as Partial<CountryRecord> | null;
    return value && typeof value.country_code === 'string' && /^[A-Za-z]{2}$/.test(value.country_code)
      ? (value as CountryRecord)
      : null;
  } catch {
    return null;
  }
}

const analyticsApi = endpointClient<typeof analyticsSchemas>(analyticsRoutes);

let pending: Promise<CountryRecord> | null = null;

async function lookUp(): Promise<CountryRecord> {
  const opts = { auth: false, handle: false, timeoutMs: 5000 } as const;
  try {
    const key = await analyticsApi.geolocationKey({ query: { name: GEOLOCATION_KEY_NAME } }, opts);
    const record = await analyticsApi.geolocation({ query: { key: key.value } }, opts);
    if (typeof record.country_code !== 'string' || !/^[A-Z]{2}$/.test(record.country_code))
      throw new Error('bad record');
    setCookie(COUNTRY_COOKIE, JSON.stringify(record), { expires: new Date(Date.now() + KEPT_MS) });
    return record;
  } catch {
    // spec 01 §7: a failed lookup counts as India; it is asked again on the next visit
    return INDIA_COUNTRY_RECORD;
  }
}

/** The kept record, else a lookup (one at a time). */
export function ensureCountry(): Promise<CountryRecord> {
  const kept = countryRecord();
  if (kept) return Promise.resolve(kept);
  pending ??= lookUp().finally(() => {
    pending = null;
  });
  return pending;
}

/** The currency a new amount starts in: the country's when the product offers it, else the given one. */
export function defaultCurrency(fallback: string = INDIA_COUNTRY_RECORD.currency): string {
  const currency = countryRecord()?.currency;
  return currency && (CURRENCIES as readonly string[]).includes(currency) ? currency : fallback;
}
