// Who does what in a hiring team (decision 043). Three roles: a company admin
// runs the team and reads the company's figures, a recruiter runs jobs and
// applications, an interviewer sees only the applications they are assigned
// to and only what their interview needs (profile, resume, the scorecard).
// The endpoint table names the roles of each hiring route; the server refuses
// the others before the handler runs.

export const HIRING_ROLES = ['admin', 'recruiter', 'interviewer'] as const;
export type HiringRole = (typeof HIRING_ROLES)[number];

export const HIRING_ROLE_LABELS: Record<HiringRole, string> = {
  admin: 'Company admin',
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
};

/** Routes of the workspace that name no roles are for admins and recruiters. */
export const STAFF_ROLES: readonly HiringRole[] = ['admin', 'recruiter'];
/** Every member of the team, interviewers included (their service checks the assignment). */
export const ALL_HIRING_ROLES: readonly HiringRole[] = HIRING_ROLES;
export const ADMIN_ONLY: readonly HiringRole[] = ['admin'];

export const HiringRoleMessages = {
  notForRole: 'Your role in the hiring team does not allow this.',
} as const;
