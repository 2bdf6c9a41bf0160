// The password hash's profiles (decision 013): every install hashes with
// OWASP's argon2id profile; the tests' cheap one is chosen only through the
// configuration, refused in production, and a hash of either verifies.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import {
  burnPasswordCheck,
  hashPassword,
  PASSWORD_HASH_PROFILES,
  passwordHashProfile,
  setPasswordHashProfile,
  verifyPassword,
} from './password.ts';

// the test setup's profile (test/setup.ts), given back after each test
const setUp = passwordHashProfile();
afterEach(() => setPasswordHashProfile(setUp));

describe('password hashing', () => {
  it("hashes with OWASP's argon2id profile (19 MiB, t=2, p=1) unless configured otherwise", async () => {
    expect(PASSWORD_HASH_PROFILES.owasp).toEqual({ algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    loadConfig({ DATA_DIR: '/nonexistent', JWT_SECRET: 'x'.repeat(32), FILE_SIGNING_SECRET: 'y'.repeat(32) });
    expect(passwordHashProfile()).toBe('owasp');
    expect(await hashPassword('Correct#Horse1')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('takes the cheap profile from PASSWORD_HASH_PROFILE, and never in production', async () => {
    const secrets = { JWT_SECRET: 'x'.repeat(32), FILE_SIGNING_SECRET: 'y'.repeat(32) };
    loadConfig({ ...secrets, NODE_ENV: 'test', PASSWORD_HASH_PROFILE: 'test' });
    expect(passwordHashProfile()).toBe('test');
    expect(await hashPassword('Correct#Horse1')).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(() =>
      loadConfig({
        ...secrets,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://talent.example.com',
        PASSWORD_HASH_PROFILE: 'test',
      }),
    ).toThrow(/PASSWORD_HASH_PROFILE must be owasp in production/);
    expect(() => loadConfig({ ...secrets, PASSWORD_HASH_PROFILE: 'test' })).toThrow(
      /PASSWORD_HASH_PROFILE must be owasp unless NODE_ENV is test/,
    );
    expect(() => loadConfig({ ...secrets, NODE_ENV: 'test', PASSWORD_HASH_PROFILE: 'fast' })).toThrow(
      /PASSWORD_HASH_PROFILE/,
    );
  });

  it('verifies a hash of either profile whichever profile is set, and refuses a wrong password', async () => {
    const hashes = [];
    for (const profile of ['owasp', 'test'] as const) {
      setPasswordHashProfile(profile);
      hashes.push(await hashPassword('Correct#Horse1'));
    }
    for (const profile of ['owasp', 'test'] as const) {
      setPasswordHashProfile(profile);
      for (const hash of hashes) {
        expect(await verifyPassword(hash, 'Correct#Horse1')).toBe(true);
        expect(await verifyPassword(hash, 'Correct#Horse2')).toBe(false);
      }
      await expect(burnPasswordCheck('Correct#Horse1')).resolves.toBeUndefined();
    }
  });
});
