// Refer and earn (decision 023): each candidate's code and the people who
// signed up with it. Queries only.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';

/**
 * The candidate's referral code: the one they have, else `candidate` stored
 * as theirs. Null when `candidate` is taken by someone else (try another).
 */
export async function referralCodeOrInsert(db: DbOrTx, candidateId: number, candidate: string): Promise<string | null> {
  const rows = await rowsOf<{ code: string }>(
    db,
    sql`WITH ins AS (
          INSERT INTO referral_codes (candidate_id, code) VALUES (${candidateId}, ${candidate})
          ON CONFLICT DO NOTHING RETURNING code)
        SELECT code FROM ins UNION ALL SELECT code FROM referral_codes WHERE candidate_id = ${candidateId}`,
  );
  return rows[0]?.code ?? null;
}

export interface ReferredCandidate {
  firstName: string;
  lastName: string;
  joinedAt: Date;
  onboardingComplete: boolean;
  applied: boolean;
  hired: boolean;
}

/** Who signed up with the code (the referrer left out), newest first, and how far each got. */
export async function candidatesReferredWith(
  db: DbOrTx,
  code: string,
  referrerId: number,
): Promise<ReferredCandidate[]> {
  const rows = await rowsOf<{
    first_name: string;
    last_name: string;
    created_at: Date | string;
    onboarding_complete: boolean;
    applied: boolean;
    hired: boolean;
  }>(
    db,
    sql`SELECT c.first_name, c.last_name, c.created_at, u.onboarding_complete,
          EXISTS (SELECT 1 FROM candidate_jobs j WHERE j.candidate_id = c.id) AS applied,
          EXISTS (SELECT 1 FROM candidate_jobs j WHERE j.candidate_id = c.id AND j.stage = 'hired') AS hired
        FROM candidates c JOIN users u ON u.id = c.user_id
        WHERE upper(c.referral_code) = ${code} AND c.id <> ${referrerId}
        ORDER BY c.created_at DESC`,
  );
  return rows.map((row) => ({
    firstName: row.first_name,
    lastName: row.last_name,
    joinedAt: new Date(row.created_at),
    onboardingComplete: row.onboarding_complete,
    applied: row.applied,
    hired: row.hired,
  }));
}
