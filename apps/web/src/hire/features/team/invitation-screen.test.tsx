// The invitation link (decision 017): a new member names themselves and sets a
// password; the session starts and the workspace opens. The used invitation is
// not read again (it answers 404 once used), and a link that is not valid
// says so in the contracts' words.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HiringMessages } from '@talent/contracts/hiring';
import { clearSessionTokens, getAuthToken } from '../../../lib/session.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { currentLocation, renderPage } from '../../../test/render.test-support.tsx';
import { InvitationScreen } from './invitation-screen.tsx';

const TOKEN = 'invitation-token-0123456789';
const INVITATION = `/hiring/invitations/${TOKEN}/`;

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/hire/invitation/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  clearSessionTokens();
});

describe('the invitation link', () => {
  it('creates the account, starts the session and opens the workspace without reading the used invitation again', async () => {
    let used = false;
    http.on(`GET ${INVITATION}`, () =>
      used
        ? { status: 404, body: { detail: HiringMessages.invitationInvalid } }
        : {
            body: {
              email: 'new@saffronfoods.com',
              company_name: 'Saffron Foods',
              role: 'member',
              expires_at: '2026-12-05T00:00:00.000Z',
              has_account: false,
            },
          },
    );
    http.on(`POST ${INVITATION}accept/`, () => {
      used = true;
      return {
        status: 201,
        body: {
          token: 'member-access',
          refresh: 'member-refresh',
          me: {
            member_id: 7,
            role: 'member',
            email: 'new@saffronfoods.com',
            first_name: 'Nila',
            last_name: 'Rao',
            company: { id: 3, name: 'Saffron Foods', slug: 'saffron-foods' },
          },
        },
      };
    });
    renderPage(<InvitationScreen />, { path: `/hire/invitation/?token=${TOKEN}` });
    await screen.findByRole('heading', { name: 'Join the Saffron Foods hiring team' });
    await userEvent.type(screen.getByLabelText('First name'), 'Nila');
    await userEvent.type(screen.getByLabelText('Last name'), 'Rao');
    await userEvent.type(screen.getByLabelText(/Choose a password/), 'Hiring@2468');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(currentLocation()).toBe('/hire/'));
    expect(getAuthToken()).toBe('Bearer member-access');
    expect(http.seen.find((request) => request.method === 'POST')?.body).toEqual({
      first_name: 'Nila',
      last_name: 'Rao',
      password: 'Hiring@2468',
    });
    expect(http.seen.filter((request) => request.method === 'GET' && request.path === INVITATION)).toHaveLength(1);
  });

  it('says a link that is not valid in the contracts’ words', async () => {
    http.on(`GET ${INVITATION}`, { status: 404, body: { detail: HiringMessages.invitationInvalid } });
    renderPage(<InvitationScreen />, { path: `/hire/invitation/?token=${TOKEN}` });
    expect((await screen.findByRole('alert')).textContent).toBe(HiringMessages.invitationInvalid);
  });
});
