// Admin command for the magic-link resume upload (decision 049): the operator
// prints a signed link for a candidate to give their resume without signing
// in; the link names that one candidate and expires.
import { eq } from 'drizzle-orm';
import { EmailSchema } from '@talent/contracts/fields';
import { MAGIC_RESUME_TTL_SECONDS, magicResumeKey, magicResumePagePath } from '@talent/contracts/magic-link';
import { loadConfig } from '../config/env.ts';
import { candidates, users } from '../db/schema/platform.ts';
import { createUrlSigner } from '../lib/storage.ts';
import { commandPublicUrl } from './public-url.ts';
import { UsageError, type Command } from './cli.ts';

export const candidateCommands: Record<string, Command> = {
  'magic-resume-link': {
    usage: '--email <address>',
    options: ['email'],
    summary: 'Print the signed link (valid 14 days) where a candidate uploads their resume without signing in.',
    async run(context) {
      const email = EmailSchema.safeParse(context.options.email ?? '');
      if (!email.success) throw new UsageError('--email must be an e-mail address.');
      const [row] = await context.database.db
        .select({ id: candidates.id })
        .from(candidates)
        .innerJoin(users, eq(users.id, candidates.userId))
        .where(eq(users.email, email.data.toLowerCase()));
      if (!row) throw new UsageError(`No candidate has the e-mail ${email.data}.`);
      const config = loadConfig();
      const { expires, signature } = createUrlSigner(config.FILE_SIGNING_SECRET).sign(
        magicResumeKey(row.id),
        MAGIC_RESUME_TTL_SECONDS,
        context.now.getTime(),
      );
      context.print(`Link: ${commandPublicUrl(config)}${magicResumePagePath(row.id, expires, signature)}`);
    },
  },
};
