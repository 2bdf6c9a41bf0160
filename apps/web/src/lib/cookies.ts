// spec 01 §9: cookies have path /, SameSite Strict by default, an optional
// domain, Secure (on https) and an optional expiry.
import { appConfig } from './config.ts';

export interface CookieOptions {
  expires?: Date;
  sameSite?: 'Strict' | 'Lax' | 'None';
  domain?: string | null;
}

export function getCookie(name: string): string | null {
  // the server renders public pages for visitors without a session
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}) {
  const domain = options.domain === undefined ? appConfig().cookieDomain : options.domain;
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    'path=/',
    `SameSite=${options.sameSite ?? 'Strict'}`,
  ];
  if (domain) parts.push(`domain=${domain}`);
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string) {
  setCookie(name, '', { expires: new Date(0) });
}
