// The key endpoint and the geolocation endpoint (spec 02 §7): the client asks
// /auth/keys/?name=geolocation_api_key, then sends that key with the lookup.
// The key is a signed, expiring token, so the lookup is this client's and not
// an open address-lookup service for anyone.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { GEOLOCATION_KEY_NAME, type CountryRecord } from '@talent/contracts/analytics';
import { detailError, notFound } from '../../lib/errors.ts';
import type { Geolocate } from './geolocation.ts';

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface GeolocationServiceDeps {
  geolocate: Geolocate;
  secret: string;
  now: () => Date;
}

export function createGeolocationService({ geolocate, secret, now }: GeolocationServiceDeps) {
  const sign = (expires: number) =>
    createHmac('sha256', secret).update(`${GEOLOCATION_KEY_NAME}:${expires}`).digest('base64url');

  function validKey(key: string): boolean {
    const [expires, signature] = key.split('.');
    if (!expires || !signature || !/^\d{10,16}$/.test(expires)) return false;
    if (Number(expires) < now().getTime()) return false;
    const expected = Buffer.from(sign(Number(expires)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  return {
    /** spec 02 §7: 200 with the value for a known name, else 404. */
    key(name: string): { name: string; value: string } {
      if (name !== GEOLOCATION_KEY_NAME) throw notFound();
      const expires = now().getTime() + KEY_LIFETIME_MS;
      return { name, value: `${expires}.${sign(expires)}` };
    },

    async lookup(key: string, ip: string): Promise<CountryRecord> {
      if (!validKey(key)) throw detailError(403, 'The geolocation key is invalid or expired.');
      return geolocate(ip);
    },
  };
}

export type GeolocationService = ReturnType<typeof createGeolocationService>;
