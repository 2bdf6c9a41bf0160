// Browser journeys need the built client; `npm test` builds it first, and a
// direct `vitest --project e2e` run builds it here when it is missing. Each
// journey's server starts on a copy of one data folder seeded here, by a
// server's first start on the migrated database template the API tests use
// (docs/decisions/013-test-harness.md, 051-seeded-journey-data.md).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from '../apps/api/test/database-template.ts';
import { seededDataFolder, stopSharedServers } from './harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error('Chromium is missing: install it with `apt-get install -y chromium` (see README).');
  }
  const template = await pgliteTemplate();
  project.provide('pgliteTemplate', template);
  const seeded = await seededDataFolder(template);
  project.provide('seededDataDir', seeded);
  const sharedServers = await mkdtemp(path.join(tmpdir(), 'talent-e2e-shared-'));
  project.provide('sharedServersDir', sharedServers);
  return async () => {
    await stopSharedServers(sharedServers);
    await rm(seeded, { recursive: true, force: true });
  };
}
