// Absolute links to the product — pagination, canonical URLs, e-mails, feeds,
// letters — all from this one place: PUBLIC_URL when set, else the address the
// server listens on (README configuration). Never from the request's Host
// header, so a cached body is the same whoever asked first (decision 033).
import type { Config } from '../config/env.ts';

export const publicUrlOf = (config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>) =>
  (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/$/, '');

/** A path inside the site: leading slashes and backslashes collapse to one, so `//host` never names another site. */
export const sitePath = (path: string) => `/${path.replace(/^[/\\]+/, '')}`;

export const absolute = (publicUrl: string, path: string) => new URL(`${publicUrl}${sitePath(path)}`).href;
