// Admin command for the hiring workspace: an operator invites the first member
// of a company's hiring team (decision 017); members invite their colleagues
// from the workspace. The invitation e-mail goes through the queue (the
// server's worker sends it); the link is printed too, for the operator to hand over.
import { EmailSchema } from '@talent/contracts/fields';
import { HIRING_ROLES, type HiringRole } from '@talent/contracts/hiring';
import { loadConfig } from '../config/env.ts';
import { commandPublicUrl } from './public-url.ts';
import { companyBySlug, isActiveMemberEmail } from '../modules/hiring/team.repo.ts';
import { createInvitation } from '../modules/hiring/team.service.ts';
import { UsageError, type Command } from './cli.ts';

export const hiringCommands: Record<string, Command> = {
  'invite-hiring-member': {
    usage: '--company <slug> --email <address> [--role admin|member]',
    options: ['company', 'email', 'role'],
    summary: "Invite a member of a company's hiring team (the first one is an admin); prints the link.",
    async run(context) {
      const slug = context.options.company?.trim();
      if (!slug) throw new UsageError('--company is required.');
      const email = EmailSchema.safeParse(context.options.email ?? '');
      if (!email.success) throw new UsageError('--email must be an e-mail address.');
      const role = (context.options.role ?? 'admin') as HiringRole;
      if (!HIRING_ROLES.includes(role)) throw new UsageError('--role is admin or member.');
      const db = context.database.db;
      const company = await companyBySlug(db, slug);
      if (!company) throw new UsageError(`Unknown company '${slug}'.`);
      if (await isActiveMemberEmail(db, email.data))
        throw new UsageError(`${email.data} is already a member of a hiring team.`);
      const { link, invitation } = await db.transaction((tx) =>
        createInvitation(tx, {
          companyId: company.id,
          companyName: company.name,
          email: email.data,
          role,
          inviter: null,
          baseUrl: commandPublicUrl(loadConfig()),
          now: context.now,
        }),
      );
      context.print(
        `Invited ${email.data} to the ${company.name} hiring team as ${role} (expires ${invitation.expires_at}).`,
      );
      context.print(`Link: ${link}`);
    },
  },
};
