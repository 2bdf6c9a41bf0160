// docs/conventions.md §12: a test that logs console.error fails.
import { afterEach, vi } from 'vitest';
import { setPasswordHashProfile } from '../src/lib/password.ts';

// New password hashes use argon2id's cheap profile in tests: a run of the
// API files makes about 170 hashes and 110 checks, and the product's OWASP
// profile costs about 20 CPU ms each (decision 013);
// PASSWORD_HASH_PROFILE=owasp runs them with the product's. loadConfig reads
// the variable (the operators' commands, createTestApp); hashes made before
// any configuration is loaded follow the call below.
process.env.PASSWORD_HASH_PROFILE ??= 'test';
setPasswordHashProfile(process.env.PASSWORD_HASH_PROFILE === 'owasp' ? 'owasp' : 'test');

const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length) {
    const logged = errors.splice(0).map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called:\n${logged.join('\n')}`);
  }
});
