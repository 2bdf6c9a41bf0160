// Offers, the company's letter templates (decision 016): the standard letter
// and the company's own, each with the placeholders an offer fills in.
import { DEFAULT_OFFER_TEMPLATE, type OfferTemplate } from '@talent/contracts/offers';
import type { HiringScope, OffersDeps } from './offer-access.ts';
import { placeholdersOf } from './offer-letter.ts';
import * as repo from './offers.repo.ts';

export type OffersTemplatesDeps = Pick<OffersDeps, 'db' | 'now'>;

export function createOffersTemplatesService(deps: OffersTemplatesDeps) {
  const { db } = deps;

  return {
    async templates(scope: HiringScope & { companyId: number }): Promise<{ results: OfferTemplate[] }> {
      const rows = await repo.listTemplates(db, scope.companyId);
      return {
        results: [
          {
            id: 0,
            name: 'Standard offer letter',
            body: DEFAULT_OFFER_TEMPLATE,
            fields: placeholdersOf(DEFAULT_OFFER_TEMPLATE),
            is_default: true,
          },
          ...rows.map((r) => ({
            id: r.id,
            name: r.name,
            body: r.body,
            fields: placeholdersOf(r.body),
            is_default: false,
          })),
        ],
      };
    },

    async createTemplate(scope: HiringScope & { companyId: number }, input: { name: string; body: string }) {
      const row = await repo.insertTemplate(db, {
        companyId: scope.companyId,
        name: input.name,
        body: input.body,
        createdBy: scope.userId,
        createdAt: deps.now(),
      });
      return { id: row.id, name: row.name, body: row.body, fields: placeholdersOf(row.body), is_default: false };
    },
  };
}
export type OffersTemplatesService = ReturnType<typeof createOffersTemplatesService>;
