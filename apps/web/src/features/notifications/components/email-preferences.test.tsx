// E-mail preferences per category (decision 032): every category has a
// switch, the action-required one is locked on with its reason, a change is
// sent and confirmed with a toast, and a failed save says so and leaves the
// switch as the server has it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EMAIL_CATEGORIES,
  NOTIFICATION_CATEGORY_INFO,
  type EmailCategory,
} from '@talent/contracts/application-lifecycle';
import { NotificationMessages, type EmailPreferences as Preferences } from '@talent/contracts/notifications';
import { clearSessionTokens, setSessionTokens } from '../../../lib/session.ts';
import { hideToast } from '../../../lib/toast.ts';
import { startHttpApi, type HttpApi } from '../../../test/http-api.test-support.ts';
import { renderPage } from '../../../test/render.test-support.tsx';
import { EmailPreferences } from './email-preferences.tsx';

let http: HttpApi;
let enabled: Record<EmailCategory, boolean>;
const preferences = (): Preferences => ({
  results: EMAIL_CATEGORIES.map((category) => ({
    category,
    label: NOTIFICATION_CATEGORY_INFO[category].label,
    description: NOTIFICATION_CATEGORY_INFO[category].description,
    enabled: enabled[category],
    locked_reason: NOTIFICATION_CATEGORY_INFO[category].locked,
  })),
});
const switchOf = (category: EmailCategory) =>
  screen.getByRole<HTMLInputElement>('switch', { name: NOTIFICATION_CATEGORY_INFO[category].label });

beforeAll(async () => {
  http = await startHttpApi('/account-settings/');
});
afterAll(() => http.close());
beforeEach(async () => {
  http.reset();
  enabled = { action_required: true, reminders: true, updates: true };
  http.on('GET /notifications/email-preferences/', () => ({ body: preferences() }));
  setSessionTokens('token-1', 'refresh-1');
  renderPage(<EmailPreferences />, { path: '/account-settings/' });
  await screen.findByRole('switch', { name: NOTIFICATION_CATEGORY_INFO.updates.label });
});
afterEach(() => {
  hideToast();
  clearSessionTokens();
});

describe('e-mail preferences in account settings', () => {
  it('lists every category with a switch; the action-required one is locked on and says why', () => {
    expect(screen.getAllByRole('switch')).toHaveLength(EMAIL_CATEGORIES.length);
    const locked = switchOf('action_required');
    expect(locked.checked).toBe(true);
    expect(locked.disabled).toBe(true);
    expect(locked.getAttribute('aria-describedby')).toMatch(/locked/);
    expect(screen.getByText(NOTIFICATION_CATEGORY_INFO.action_required.locked!)).toBeTruthy();
    for (const category of ['reminders', 'updates'] as const) {
      expect(switchOf(category).checked).toBe(true);
      expect(switchOf(category).disabled).toBe(false);
      expect(screen.getByText(NOTIFICATION_CATEGORY_INFO[category].description)).toBeTruthy();
    }
  });

  it('turning a category off saves it and confirms with a toast', async () => {
    http.on('PATCH /notifications/email-preferences/', (request) => {
      const body = request.body as { category: EmailCategory; enabled: boolean };
      enabled[body.category] = body.enabled;
      return { body: preferences() };
    });
    await userEvent.setup().click(switchOf('updates'));
    await screen.findByText(NotificationMessages.preferenceSaved);
    expect(switchOf('updates').checked).toBe(false);
    expect(switchOf('reminders').checked).toBe(true);
    expect(http.seen.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { category: 'updates', enabled: false },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed save says so and leaves the switch as the server has it', async () => {
    http.on('PATCH /notifications/email-preferences/', { status: 503, body: '' });
    await userEvent.setup().click(switchOf('reminders'));
    expect((await screen.findByRole('alert')).textContent).toBe(NotificationMessages.preferenceNotSaved);
    await waitFor(() => expect(switchOf('reminders').disabled).toBe(false));
    expect(switchOf('reminders').checked).toBe(true);
    expect(screen.queryByText(NotificationMessages.preferenceSaved)).toBeNull();
  });
});
