// Refer and earn (spec 01 §1 onboarding step, §2 menu entry; decision 023):
// each candidate's own code, created on first look; sign-up and one-tap keep
// the code a new candidate came with (candidates.referral_code), so the
// referrer sees whom they brought and how far each one got.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { REFERRAL_STAGE_LABELS, type ReferAndEarn, type ReferralStage } from '@talent/contracts/content';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export function referralLink(publicUrl: string, code: string) {
  return new URL(`/auth/signup/?referral_code=${encodeURIComponent(code)}`, `${publicUrl}/`).href;
}

export function createReferralsService({ db, publicUrl }: { db: Db; publicUrl: string }) {
  async function codeOf(candidateId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const rows = await rowsOf<{ code: string }>(
        db,
        sql`WITH ins AS (
              INSERT INTO referral_codes (candidate_id, code) VALUES (${candidateId}, ${newCode()})
              ON CONFLICT DO NOTHING RETURNING code)
            SELECT code FROM ins UNION ALL SELECT code FROM referral_codes WHERE candidate_id = ${candidateId}`,
      );
      if (rows[0]) return rows[0].code;
    }
    throw new Error('could not create a referral code');
  }

  return {
    codeOf,
    async overview(candidateId: number): Promise<ReferAndEarn> {
      const code = await codeOf(candidateId);
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
            WHERE upper(c.referral_code) = ${code} AND c.id <> ${candidateId}
            ORDER BY c.created_at DESC`,
      );
      return {
        code,
        link: referralLink(publicUrl, code),
        referrals: rows.map((row) => {
          const stage: ReferralStage = row.hired
            ? 'hired'
            : row.applied
              ? 'applied'
              : row.onboarding_complete
                ? 'onboarded'
                : 'signed_up';
          // a referrer sees a first name and an initial, not the whole name
          const name = [row.first_name, row.last_name ? `${row.last_name[0]}.` : ''].filter(Boolean).join(' ');
          return {
            name: name || 'A new member',
            joined_at: new Date(row.created_at).toISOString(),
            stage,
            stage_label: REFERRAL_STAGE_LABELS[stage],
          };
        }),
      };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
