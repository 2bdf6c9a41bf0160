// geoip-lite ships no types; the one call used (modules/analytics/geolocation.ts).
declare module 'geoip-lite' {
  export function lookup(ip: string): { country: string; eu: string; city: string } | null;
}
