// Queries of a company's e-mail templates (decision 047).
import { sql } from 'drizzle-orm';
import type { EmailTemplateKind } from '@talent/contracts/email-templates';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-query.ts';

export interface TemplateRow extends Record<string, unknown> {
  kind: EmailTemplateKind;
  body: string;
  updated_at: Date | string;
}

export const templatesOf = (db: DbOrTx, companyId: number) =>
  rowsOf<TemplateRow>(db, sql`SELECT kind, body, updated_at FROM email_templates WHERE company_id = ${companyId}`);

export async function templateOf(db: DbOrTx, companyId: number, kind: EmailTemplateKind): Promise<string | null> {
  const [row] = await rowsOf<TemplateRow>(
    db,
    sql`SELECT kind, body, updated_at FROM email_templates WHERE company_id = ${companyId} AND kind = ${kind}`,
  );
  return row?.body ?? null;
}

export async function saveTemplate(
  db: DbOrTx,
  input: { companyId: number; kind: EmailTemplateKind; body: string; userId: string; at: Date },
): Promise<TemplateRow> {
  const [row] = await rowsOf<TemplateRow>(
    db,
    sql`INSERT INTO email_templates (company_id, kind, body, updated_by, updated_at)
        VALUES (${input.companyId}, ${input.kind}, ${input.body}, ${input.userId}, ${input.at.toISOString()}::timestamptz)
        ON CONFLICT (company_id, kind) DO UPDATE
          SET body = excluded.body, updated_by = excluded.updated_by, updated_at = excluded.updated_at
        RETURNING kind, body, updated_at`,
  );
  return row!;
}

export async function deleteTemplate(db: DbOrTx, companyId: number, kind: EmailTemplateKind) {
  await db.execute(sql`DELETE FROM email_templates WHERE company_id = ${companyId} AND kind = ${kind}`);
}
