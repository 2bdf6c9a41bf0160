// Every route of every endpoint table in the contracts (decision 010), for
// tests that walk them all: a new endpoint is covered without editing them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EndpointRoute } from '@talent/contracts/endpoint';

const endpointsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/contracts/src/endpoints',
);

export interface WalkedEndpoint {
  name: string;
  route: EndpointRoute;
}

const isRoute = (value: unknown): value is EndpointRoute =>
  Boolean(value && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value);

export async function allEndpoints(): Promise<WalkedEndpoint[]> {
  const found: WalkedEndpoint[] = [];
  const files = readdirSync(endpointsDir).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.schemas.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const module = (await import(path.join(endpointsDir, file))) as Record<string, unknown>;
    for (const table of Object.values(module)) {
      if (!table || typeof table !== 'object') continue;
      for (const [name, route] of Object.entries(table)) {
        if (isRoute(route)) found.push({ name: `${file}:${name}`, route });
      }
    }
  }
  return found;
}
