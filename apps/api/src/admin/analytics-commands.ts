// Admin command for analytics (decision 024): operators see the product-wide
// funnel at /hire/analytics/; an operator grants that to an existing account.
import { eq, sql } from 'drizzle-orm';
import { EmailSchema } from '@talent/contracts/fields';
import { users } from '../db/schema/platform.ts';
import { UsageError, type Command } from './cli.ts';

export const analyticsCommands: Record<string, Command> = {
  'grant-operator': {
    usage: '<email> [--revoke yes]',
    options: ['revoke'],
    summary: 'Let an existing account see the analytics funnel (or take it back with --revoke yes).',
    async run(context) {
      const email = EmailSchema.safeParse(context.positionals[0] ?? '');
      if (!email.success) throw new UsageError('Give the e-mail address of an existing account.');
      const grant = context.options.revoke !== 'yes';
      const updated = await context.database.db
        .update(users)
        .set({ isOperator: grant, updatedAt: context.now })
        .where(eq(sql`lower(${users.email})`, email.data.toLowerCase()))
        .returning({ id: users.id });
      if (!updated.length) throw new UsageError(`No account with the e-mail ${email.data}.`);
      context.print(grant ? `${email.data} can now see the analytics.` : `${email.data} no longer sees the analytics.`);
    },
  },
};
