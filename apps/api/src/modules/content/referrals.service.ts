// Refer and earn (spec 01 §1 onboarding step, §2 menu entry; decision 023):
// each candidate's own code, created on first look; sign-up and one-tap keep
// the code a new candidate came with (candidates.referral_code), so the
// referrer sees whom they brought and how far each one got.
import { randomInt } from 'node:crypto';
import { REFERRAL_STAGE_LABELS, type ReferAndEarn, type ReferralStage } from '@talent/contracts/content';
import type { Db } from '../../db/client.ts';
import * as repo from './referrals.repo.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export function referralLink(publicUrl: string, code: string) {
  return new URL(`/auth/signup/?referral_code=${encodeURIComponent(code)}`, `${publicUrl}/`).href;
}

export function createReferralsService({ db, publicUrl }: { db: Db; publicUrl: string }) {
  async function codeOf(candidateId: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = await repo.referralCodeOrInsert(db, candidateId, newCode());
      if (code) return code;
    }
    throw new Error('could not create a referral code');
  }

  return {
    codeOf,
    async overview(candidateId: number): Promise<ReferAndEarn> {
      const code = await codeOf(candidateId);
      const referred = await repo.candidatesReferredWith(db, code, candidateId);
      return {
        code,
        link: referralLink(publicUrl, code),
        referrals: referred.map((row) => {
          const stage: ReferralStage = row.hired
            ? 'hired'
            : row.applied
              ? 'applied'
              : row.onboardingComplete
                ? 'onboarded'
                : 'signed_up';
          // a referrer sees a first name and an initial, not the whole name
          const name = [row.firstName, row.lastName ? `${row.lastName[0]}.` : ''].filter(Boolean).join(' ');
          return {
            name: name || 'A new member',
            joined_at: row.joinedAt.toISOString(),
            stage,
            stage_label: REFERRAL_STAGE_LABELS[stage],
          };
        }),
      };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
