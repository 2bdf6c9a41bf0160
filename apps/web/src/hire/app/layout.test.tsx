// The workspace's frame (decision 017): its navigation says which section the
// member is in, the Jobs section on every page below a job too.
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSessionTokens, setSessionTokens } from '../../lib/session.ts';
import { startHttpApi, type HttpApi } from '../../test/http-api.test-support.ts';
import { renderPage } from '../../test/render.test-support.tsx';
import { MemberGate } from './layout.tsx';

const ME = {
  member_id: 7,
  role: 'admin',
  email: 'lead@saffronfoods.com',
  first_name: 'Nila',
  last_name: 'Rao',
  company: { id: 3, name: 'Saffron Foods', slug: 'saffron-foods' },
};

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/hire/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  http.on('GET /hiring/me/', { body: ME });
  setSessionTokens('member-access');
});

async function currentSection(path: string) {
  renderPage(
    <MemberGate>
      <main>page</main>
    </MemberGate>,
    { path },
  );
  const nav = await screen.findByRole('navigation', { name: 'Workspace' });
  return [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('aria-current')]);
}

describe('the workspace navigation', () => {
  it.each([
    ['/hire/', 'Jobs', 'page'],
    ['/hire/jobs/12/', 'Jobs', 'true'],
    ['/hire/jobs/new/', 'Jobs', 'true'],
    ['/hire/jobs/12/applicants/', 'Jobs', 'true'],
    ['/hire/applications/40/', 'Jobs', 'true'],
    ['/hire/team/', 'Team', 'page'],
  ])('at %s marks %s as where the member is (%s), and no other section', async (path, section, current) => {
    const links = await currentSection(path);
    expect(links.filter(([, mark]) => mark !== null)).toEqual([[section, current]]);
  });

  it('shows nothing of the frame to someone signed out', async () => {
    clearSessionTokens();
    renderPage(
      <MemberGate>
        <main>page</main>
      </MemberGate>,
      { path: '/hire/jobs/12/' },
    );
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).toBeNull();
    expect(screen.queryByText('page')).toBeNull();
  });
});
