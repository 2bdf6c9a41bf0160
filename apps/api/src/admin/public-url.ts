// The product's address for links the operators' commands print and e-mail.
// PUBLIC_URL when set. Without it, the address the server last listened on:
// the server writes it into the data folder on start, because a command runs
// in another environment than the server (its PORT is usually not set there),
// and a link to the default port of a server that runs elsewhere leads nowhere.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/env.ts';
import { publicUrlOf } from '../lib/public-url.ts';

const ADDRESS_FILE = 'server-address';

/** Called by the server once it listens (a no-op when PUBLIC_URL is set). */
export async function recordServerAddress(config: Pick<Config, 'PUBLIC_URL' | 'DATA_DIR'>, address: string) {
  if (config.PUBLIC_URL) return;
  await writeFile(path.join(config.DATA_DIR, ADDRESS_FILE), `${address}\n`).catch(() => undefined);
}

export function commandPublicUrl(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'DATA_DIR'>): string {
  if (config.PUBLIC_URL) return publicUrlOf(config);
  try {
    const recorded = readFileSync(path.join(config.DATA_DIR, ADDRESS_FILE), 'utf8').trim();
    if (/^https?:\/\/[^\s/]+$/.test(recorded)) return recorded.replace('//0.0.0.0:', '//127.0.0.1:');
  } catch {
    // the server has not run on this data folder yet
  }
  return publicUrlOf(config);
}
