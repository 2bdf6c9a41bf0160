// argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1): about
// 20-30 ms per hash here, which bounds sign-in latency (bench/signin.bench.ts).
// The test runs may choose a cheap profile instead (PASSWORD_HASH_PROFILE,
// decision 013); a hash names its own parameters, so either profile verifies
// a hash made by the other.
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
const ARGON2ID = 2;

export const PASSWORD_HASH_PROFILES = {
  /** OWASP's second argon2id profile: every install's default. */
  owasp: { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 },
  /** Tests only (`testHashProfileAllowed`): argon2id at 1 MiB, t=1: about 1 CPU ms a hash, 20 times less. */
  test: { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

export type PasswordHashProfile = keyof typeof PASSWORD_HASH_PROFILES;

let profile: PasswordHashProfile = 'owasp';

/** The profile new hashes use; set from the configuration (`loadConfig`). */
export function setPasswordHashProfile(name: PasswordHashProfile) {
  profile = name;
}

export const passwordHashProfile = () => profile;

export const hashPassword = (password: string) => hash(password, PASSWORD_HASH_PROFILES[profile]);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this keeps the time of an unknown-e-mail sign-in equal to a
// wrong-password one, so timing does not reveal which accounts exist: one per
// profile, so it costs what a real account's check costs.
const dummyHashes = new Map<PasswordHashProfile, Promise<string>>();
export async function burnPasswordCheck(password: string): Promise<void> {
  let dummy = dummyHashes.get(profile);
  if (!dummy) dummyHashes.set(profile, (dummy = hashPassword('Dummy#Password1')));
  await verifyPassword(await dummy, password);
}
