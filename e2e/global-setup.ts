// Browser journeys need the built client; `npm test` builds it first, and a
// direct `vitest --project e2e` run builds it here when it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default function setup() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error('Chromium is missing: install it with `apt-get install -y chromium` (see README).');
  }
}
