// Notes on an application and its team history (decision 043): hiring team
// only. Interviewers read the notes that mention them or that they wrote, on
// applications they are assigned to.
import type { RouteTable } from '../endpoint.ts';
import { ALL_HIRING_ROLES } from '../hiring-roles.ts';

const roles = ALL_HIRING_ROLES;

export const teamNotesRoutes = {
  notes: { method: 'GET', path: '/hiring/applications/{applicationId}/notes/', access: 'hiring', roles },
  addNote: { method: 'POST', path: '/hiring/applications/{applicationId}/notes/', access: 'hiring', roles },
  editNote: { method: 'PATCH', path: '/hiring/notes/{noteId}/', access: 'hiring', roles },
  deleteNote: { method: 'DELETE', path: '/hiring/notes/{noteId}/', access: 'hiring', roles },
  teamHistory: { method: 'GET', path: '/hiring/applications/{applicationId}/team-history/', access: 'hiring' },
} as const satisfies RouteTable;
