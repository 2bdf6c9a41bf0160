// The onboarding resume step with the resume's proposals open (decision 027):
// Back and Continue ask before dropping ticked proposals that are not saved,
// and go at once when nothing ticked is left to lose.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PrefillMessages, type ResumePrefill } from '@talent/contracts/resume-prefill';
import { clearSessionTokens, setSessionTokens } from '../../../lib/session.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { currentLocation, renderPage } from '../../../test/render.test-support.tsx';
import ResumeScreen from './resume-screen.tsx';

const FILE_ID = '0f8e7a52-3c1b-4d2e-9a6f-5b4c3d2e1f00';

const profile = {
  id: 7,
  first_name: 'Kavya',
  last_name: 'Raman',
  resume_link: '/media/resumes/kavya.pdf',
  resume_filename: 'kavya.pdf',
  s3_resume_file_size: 48_000,
  resume_file_id: FILE_ID,
  experience: [],
  education: [],
  certificates: [],
  skills: [],
  user: { onboarding_complete: false, onboarding_status: 'PROFESSIONAL_DETAILS_COMPLETED' },
};

const prefill: ResumePrefill = {
  file_id: FILE_ID,
  resume_filename: 'kavya.pdf',
  experience: [
    {
      key: 'experience-0',
      confidence: { score: 0.95, level: 'high', reasons: [] },
      item: {
        title: 'Frontend Engineer',
        company_name: 'Razorpay',
        location: 'Bengaluru',
        duration_start: '2021-07-01',
        duration_end: null,
        is_current: true,
        description: 'Built the checkout',
      },
    },
  ],
  education: [],
  skills: [],
  links: [],
};

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/onboarding/resume/');
});
afterAll(() => http.close());
beforeEach(async () => {
  http.reset();
  http.on('GET /v3/users/candidate/', { body: profile });
  http.on(`GET /v2/users/candidate/resume/${FILE_ID}/prefill/`, { body: prefill });
  setSessionTokens('token-1', 'refresh-1');
  renderPage(<ResumeScreen />, { path: '/onboarding/resume/' });
  await userEvent.click(await screen.findByRole('button', { name: 'Fill profile from resume' }));
  await screen.findByRole('checkbox', { name: 'Add Frontend Engineer at Razorpay' });
});
afterEach(() => clearSessionTokens());

const saves = () => http.seen.filter((request) => request.method !== 'GET');

describe('leaving the resume step with proposals open', () => {
  it('asks before Continue drops a ticked proposal; staying keeps it and returns focus', async () => {
    const user = userEvent.setup();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await user.click(continueButton);
    const dialog = await screen.findByRole('dialog', { name: PrefillMessages.unsavedTitle });
    expect(dialog.textContent).toContain(PrefillMessages.unsaved(1));

    await user.click(screen.getByRole('button', { name: PrefillMessages.stayWithUnsaved }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation()).toBe('/onboarding/resume/');
    expect(screen.getByRole('checkbox', { name: 'Add Frontend Engineer at Razorpay' })).toHaveProperty('checked', true);
    await waitFor(() => expect(document.activeElement).toBe(continueButton));

    await user.click(continueButton);
    await user.click(await screen.findByRole('button', { name: PrefillMessages.leaveUnsaved }));
    await waitFor(() => expect(currentLocation()).toBe('/onboarding/professional-experience/'));
    expect(saves()).toEqual([]);
  });

  it('asks before Back too, and goes at once when nothing ticked is left', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: PrefillMessages.unsavedTitle });
    await user.click(screen.getByRole('button', { name: PrefillMessages.stayWithUnsaved }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('checkbox', { name: 'Add Frontend Engineer at Razorpay' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentLocation()).toBe('/onboarding/profile/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves()).toEqual([]);
  });

  it('waits while the ticked items are being added, then goes on without asking', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => {};
    http.on(
      'POST /users/candidate/7/experience/',
      () => new Promise((resolve) => (answer = () => resolve({ status: 201, body: { id: 11 } }))),
    );
    await user.click(screen.getByRole('button', { name: 'Add 1 item to my profile' }));
    await waitFor(() => expect(saves().map((request) => request.path)).toEqual(['/users/candidate/7/experience/']));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);

    answer();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Suggested from your resume' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentLocation()).toBe('/onboarding/professional-experience/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
