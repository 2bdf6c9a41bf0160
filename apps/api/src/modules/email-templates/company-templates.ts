// The company's template of a kind, filled for one applicant (decision 047):
// what the rejection, interview and offer e-mails carry. A company without
// its own sends the default. Plain text paragraphs; the e-mails escape them.
import {
  DEFAULT_EMAIL_TEMPLATES,
  renderTemplate,
  type EmailTemplateKind,
  type TemplatePlaceholder,
} from '@talent/contracts/email-templates';
import type { DbOrTx } from '../../db/client.ts';
import { templateOf } from './email-templates.repo.ts';

export async function templateParagraphs(
  db: DbOrTx,
  companyId: number,
  kind: EmailTemplateKind,
  values: Partial<Record<TemplatePlaceholder, string>>,
): Promise<string[]> {
  const body = (await templateOf(db, companyId, kind)) ?? DEFAULT_EMAIL_TEMPLATES[kind];
  return renderTemplate(body, values);
}
