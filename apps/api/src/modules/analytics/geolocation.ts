// Geolocation (spec 01 §3, spec 02 §7/§8): the country record of an address
// from the IP database that ships inside the geoip-lite package (no outside
// service is reachable), India when the address is unknown, private or the
// lookup fails. Which address counts is the server's TRUST_PROXY setting
// (Fastify's request.ip). The database is large (about 190 MB in memory, two
// seconds to load), so it loads on the first public address asked about,
// never for loopback or private ones.
import ipaddr from 'ipaddr.js';
import { continents, countries } from 'countries-list';
import { INDIA_COUNTRY_RECORD, type CountryRecord } from '@talent/contracts/analytics';

interface GeoipLookup {
  country: string;
  eu: string;
  city: string;
}
type GeoipModule = { lookup(ip: string): GeoipLookup | null };

let database: Promise<GeoipModule> | null = null;
const loadDatabase = () =>
  (database ??= import('geoip-lite').then((module) => (module.default ?? module) as unknown as GeoipModule));

/** Loopback, private, link-local, carrier-grade NAT, documentation ranges…: anything not 'unicast'. */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const parsed = ipaddr.process(ip);
  return parsed.range() === 'unicast';
}

/** The country record of a two-letter code, or null when the code is unknown. */
export function countryRecordOf(code: string, city: string | null = null, isEu = false): CountryRecord | null {
  const country = countries[code.toUpperCase() as keyof typeof countries];
  if (!country) return null;
  return {
    city: city || null,
    continent: continents[country.continent as keyof typeof continents] ?? '',
    continent_code: country.continent,
    country: country.name,
    country_code: code.toUpperCase(),
    country_is_eu: isEu,
    currency: country.currency[0] ?? INDIA_COUNTRY_RECORD.currency,
  };
}

export type Geolocate = (ip: string) => Promise<CountryRecord>;

export function createGeolocation(options: { onError?: (error: unknown) => void } = {}): Geolocate {
  return async (ip) => {
    if (!isPublicAddress(ip)) return INDIA_COUNTRY_RECORD;
    try {
      const found = (await loadDatabase()).lookup(ipaddr.process(ip).toString());
      if (!found?.country) return INDIA_COUNTRY_RECORD;
      return countryRecordOf(found.country, found.city, found.eu === '1') ?? INDIA_COUNTRY_RECORD;
    } catch (error) {
      options.onError?.(error);
      return INDIA_COUNTRY_RECORD;
    }
  };
}
