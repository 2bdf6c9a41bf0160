// The e-mail templates screen (decision 047): the preview fills the sample
// applicant in as the member types, an unknown placeholder is named before
// saving, and a save sends the text.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_TEMPLATES,
  EMAIL_TEMPLATE_KINDS,
  EMAIL_TEMPLATE_LABELS,
  PLACEHOLDERS_BY_KIND,
  type EmailTemplate,
} from '@talent/contracts/email-templates';
import { clearSessionTokens, setSessionTokens } from '../../../lib/session.ts';
import { hideToast } from '../../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { renderPage } from '../../../test/render.test-support.tsx';
import { EmailTemplatesScreen } from './email-templates-screen.tsx';

const template = (kind: EmailTemplate['kind'], body = DEFAULT_EMAIL_TEMPLATES[kind]): EmailTemplate => ({
  kind,
  label: EMAIL_TEMPLATE_LABELS[kind],
  body,
  is_default: body === DEFAULT_EMAIL_TEMPLATES[kind],
  placeholders: [...PLACEHOLDERS_BY_KIND[kind]],
  updated_at: null,
});

let http: HttpApi;
beforeAll(async () => {
  http = await startHttpApi('/hire/templates/');
});
afterAll(() => http.close());
beforeEach(() => {
  http.reset();
  http.on('GET /hiring/email-templates/', () => ({ body: { results: EMAIL_TEMPLATE_KINDS.map((k) => template(k)) } }));
  setSessionTokens('token-1', 'refresh-1');
});
afterEach(() => {
  hideToast();
  clearSessionTokens();
});

const user = () => userEvent.setup();

describe('e-mail templates', () => {
  it('previews with the sample applicant, names an unknown placeholder, and saves', async () => {
    http.on('PUT /hiring/email-templates/rejection/', (request) => ({
      body: { ...template('rejection', (request.body as { body: string }).body), is_default: false },
    }));
    const { queryClient } = renderPage(<EmailTemplatesScreen />, { path: '/hire/templates/' });
    const section = await screen.findByRole('region', { name: /Rejection/ });
    const preview = within(section).getByRole('group', { name: 'Preview of the rejection' });
    expect(preview.textContent).toContain('Dear Kavya,');
    expect(preview.textContent).toContain('the Frontend Engineer role at Saffron Foods');

    const field = within(section).getByLabelText('Message');
    await user().clear(field);
    await user().type(field, 'Hi {{{{candidate_first_name}}, about {{{{interview_link}}.');
    expect(within(section).getByRole('alert').textContent).toBe(
      'Unknown placeholder {{interview_link}}. Use one of: {{candidate_first_name}}, {{candidate_name}}, {{job_title}}, {{company_name}}.',
    );
    expect(within(section).getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);

    await user().clear(field);
    await user().type(field, 'Hi {{{{candidate_first_name}}, thank you.');
    expect(preview.textContent).toContain('Hi Kavya, thank you.');
    await user().click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(http.seen.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
        { body: 'Hi {{candidate_first_name}}, thank you.' },
      ]),
    );
    await within(await screen.findByRole('region', { name: /Rejection/ })).findByText('Template saved.');
    // the list is read again after the save
    await waitFor(() => expect(http.seen.filter((r) => r.method === 'GET')).toHaveLength(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
