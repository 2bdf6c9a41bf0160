// The profile's list editors against the API (spec 02 §3–§4, §8): what they
// send, how the list changes after each answer, and where a refusal shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Messages } from '@talent/contracts/messages';
import { experienceErrorMessage, type Experience, type Qualification } from '@talent/contracts/profile';
import { useCurrentCandidate } from '../../../lib/current-candidate.ts';
import { clearSessionTokens, setSessionTokens } from '../../../lib/session.ts';
import { hideToast } from '../../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { renderPage, toastText } from '../../../test/render.test-support.tsx';
import { ExperienceEditor } from './experience-editor.tsx';
import { QualificationEditor } from './qualification-editor.tsx';

const experience = (facts: Partial<Experience> = {}): Experience => ({
  id: 1,
  title: 'Engineer',
  company_name: 'Acme',
  experience_roles: [],
  employment_type: 'FULL_TIME',
  location: 'Pune',
  salary: null,
  salary_currency: 'INR',
  duration_start: '2020-01-01',
  duration_end: '2022-01-01',
  is_current: false,
  description: '',
  created_at: '2024-01-01T00:00:00Z',
  ...facts,
});

const degree: Qualification = {
  id: 5,
  qualification_type: 'degree',
  education_type: 'degree',
  name: 'B.Tech',
  institution: 'IIT',
  field_of_study: 'Computer science',
  grade: 'A',
  country: null,
  duration_start: null,
  duration_end: '2019-06-01',
  created_at: '2024-01-01T00:00:00Z',
};

let profile: { id: number; experience: Experience[]; education: Qualification[]; certificates: Qualification[] };

/** The editors as the profile page shows them: fed from the one profile query. */
function Editors() {
  const { data } = useCurrentCandidate();
  if (!data) return null;
  return (
    <>
      <ExperienceEditor candidateId={data.id} items={data.experience} />
      <QualificationEditor candidateId={data.id} education={data.education} certificates={data.certificates} />
    </>
  );
}

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/profile/view/7/');
});
afterAll(() => http.close());
beforeEach(async () => {
  http.reset();
  profile = { id: 7, experience: [experience()], education: [degree], certificates: [] };
  http.on('GET /v3/users/candidate/', () => ({ body: { ...profile, user: { onboarding_complete: true } } }));
  setSessionTokens('token-1', 'refresh-1');
  renderPage(<Editors />, { path: '/profile/view/7/' });
  await screen.findByRole('list', { name: 'Employment' });
});
afterEach(() => {
  hideToast();
  clearSessionTokens();
});

const requests = () => http.seen.filter((request) => request.method !== 'GET');

describe('the employment editor', () => {
  it('adds an employment: the list shows it and the profile reloads', async () => {
    const created = experience({ id: 2, title: 'Lead', company_name: 'Globex', location: 'Goa, Remote' });
    http.on('POST /users/candidate/7/experience/', (request) => {
      profile.experience = [...profile.experience, created];
      return { status: 201, body: { ...created, sent: request.body } };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add employment' }));
    const form = screen.getByRole('form', { name: 'Add employment' });
    await userEvent.type(within(form).getByLabelText(/Job title/), 'Lead');
    await userEvent.type(within(form).getByLabelText(/Company/), 'Globex');
    await userEvent.type(within(form).getByLabelText(/Location/), 'Goa, Remote');
    await userEvent.type(within(form).getByLabelText(/Start date/), '2022-02-01');
    await userEvent.click(within(form).getByLabelText('I currently work here'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add employment' }));

    await waitFor(() => expect(screen.getByText(/Lead at Globex/)).toBeTruthy());
    expect(toastText()).toBe(Messages.employmentAdded);
    expect(screen.queryByRole('form', { name: 'Add employment' })).toBeNull();
    expect(requests()[0]!.body).toMatchObject({
      title: 'Lead',
      company_name: 'Globex',
      // spec 02 §3: the places joined by commas
      location: 'Goa, Remote',
      duration_start: '2022-02-01',
      duration_end: null,
      is_current: true,
    });
    // the key is invalidated: the profile is asked for again
    await waitFor(() => expect(http.seen.filter((r) => r.path === '/v3/users/candidate/').length).toBe(2));
  });

  it("puts the server's field errors on their fields and keeps the form open", async () => {
    const refusal = { title: ['Ensure this field has no more than 100 characters.'] };
    http.on('POST /users/candidate/7/experience/', { status: 400, body: refusal });
    await userEvent.click(screen.getByRole('button', { name: 'Add employment' }));
    const form = screen.getByRole('form', { name: 'Add employment' });
    await userEvent.type(within(form).getByLabelText(/Job title/), 'Lead');
    await userEvent.type(within(form).getByLabelText(/Company/), 'Globex');
    await userEvent.type(within(form).getByLabelText(/Start date/), '2022-02-01');
    await userEvent.type(within(form).getByLabelText(/End date/), '2023-02-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Add employment' }));

    await waitFor(() => expect(toastText()).toBe(experienceErrorMessage('add', 400, refusal)));
    expect(within(form).getByText(refusal.title[0]!)).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/Job title/));
    expect(screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('Lead at Globex'))).toEqual([]);
  });

  it('deletes an employment after the confirmation', async () => {
    http.on('DELETE /users/candidate/7/experience/1', () => {
      profile.experience = [];
      return { status: 204 };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Engineer at Acme' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete employment' });
    expect(within(dialog).getByText('Delete Engineer at Acme?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.getByText('No employment added yet.')).toBeTruthy());
    expect(requests()).toMatchObject([
      { method: 'DELETE', path: '/users/candidate/7/experience/1', body: { jobId: 1 } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the item and says why when the delete fails', async () => {
    http.on('DELETE /users/candidate/7/experience/1', { status: 409, body: { detail: 'This employment is in use.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Engineer at Acme' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastText()).toBe(experienceErrorMessage('delete', 409, { detail: 'This employment is in use.' })),
    );
    expect(screen.getByRole('heading', { name: 'Engineer at Acme' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete employment' })).toBeTruthy();
  });
});

describe('the qualification editor', () => {
  it('moves a degree to the certificates (spec 02 §4 transfer)', async () => {
    http.on('PATCH /users/candidate/7/education/5', (request) => {
      const moved = { ...degree, qualification_type: 'certificate' as const, education_type: 'certificate' as const };
      profile.education = [];
      profile.certificates = [moved];
      return { body: { ...moved, sent: request.body } };
    });
    const list = screen.getByRole('list', { name: 'Qualifications' });
    expect(within(list).getByText('Degree')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Move to certificates' }));

    await waitFor(() => expect(within(list).getByRole('button', { name: 'Move to degrees' })).toBeTruthy());
    expect(within(list).getByText('Certificate')).toBeTruthy();
    expect(toastText()).toBe(Messages.qualificationUpdated);
    expect(requests()[0]!.body).toEqual({ education_type: 'certificate', duration_start: null });
  });
});
