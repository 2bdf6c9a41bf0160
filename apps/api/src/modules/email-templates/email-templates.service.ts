// A company's e-mail templates (decision 047): listed with the defaults where
// the company has none, written by admins and recruiters (the route's roles),
// an unknown placeholder refused naming it.
import {
  DEFAULT_EMAIL_TEMPLATES,
  EMAIL_TEMPLATE_KINDS,
  EMAIL_TEMPLATE_LABELS,
  EmailTemplateMessages,
  PLACEHOLDERS_BY_KIND,
  unknownPlaceholders,
  type EmailTemplate,
  type EmailTemplateKind,
} from '@talent/contracts/email-templates';
import type { Db } from '../../db/client.ts';
import { fieldErrors } from '../../lib/errors.ts';
import type { HiringContext } from '../../plugins/auth-guard.ts';
import * as repo from './email-templates.repo.ts';

export interface EmailTemplatesDeps {
  db: Db;
  now: () => Date;
}

function present(kind: EmailTemplateKind, row: repo.TemplateRow | undefined): EmailTemplate {
  return {
    kind,
    label: EMAIL_TEMPLATE_LABELS[kind],
    body: row?.body ?? DEFAULT_EMAIL_TEMPLATES[kind],
    is_default: !row,
    placeholders: [...PLACEHOLDERS_BY_KIND[kind]],
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  };
}

export function createEmailTemplatesService(deps: EmailTemplatesDeps) {
  const { db } = deps;
  return {
    async list(hiring: HiringContext) {
      const rows = await repo.templatesOf(db, hiring.companyId);
      return {
        results: EMAIL_TEMPLATE_KINDS.map((kind) =>
          present(
            kind,
            rows.find((row) => row.kind === kind),
          ),
        ),
      };
    },

    async save(hiring: HiringContext, kind: EmailTemplateKind, body: string): Promise<EmailTemplate> {
      const unknown = unknownPlaceholders(kind, body);
      if (unknown.length) {
        throw fieldErrors({
          body: unknown.map((name) => EmailTemplateMessages.unknownPlaceholder(name, PLACEHOLDERS_BY_KIND[kind])),
        });
      }
      const row = await repo.saveTemplate(db, {
        companyId: hiring.companyId,
        kind,
        body,
        userId: hiring.userId,
        at: deps.now(),
      });
      return present(kind, row);
    },

    async reset(hiring: HiringContext, kind: EmailTemplateKind): Promise<EmailTemplate> {
      await repo.deleteTemplate(db, hiring.companyId, kind);
      return present(kind, undefined);
    },
  };
}

export type EmailTemplatesService = ReturnType<typeof createEmailTemplatesService>;
