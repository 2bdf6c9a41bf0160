// Absolute links to the product, for e-mails and structured data: PUBLIC_URL
// when set, else the address the server listens on (README configuration).
import type { Config } from '../config/env.ts';

export const publicUrlOf = (config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>) =>
  (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/$/, '');

export const absolute = (publicUrl: string, path: string) => new URL(path, `${publicUrl}/`).href;
