import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserViewFor } from '@talent/contracts/page-shell';
import { Toast } from '../components/ui/toast.tsx';
import { hideToast, toast } from './toast.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  hideToast();
  vi.useRealTimers();
});

describe('toast (spec 01 §4)', () => {
  it('shows the message with its type and hides it after 2 seconds', async () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(Toast)));
    await act(async () => toast.error('Failed to save job. Please try again.'));
    expect(host.querySelector('[data-toast-type="ERROR"]')?.textContent).toContain(
      'Failed to save job. Please try again.',
    );
    await act(async () => vi.advanceTimersByTime(1999));
    expect(host.querySelector('[data-toast-type]')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(host.querySelector('[data-toast-type]')).toBeNull();
    await act(async () => root.unmount());
    host.remove();
  });
});

describe('browser view type (spec 01 §3)', () => {
  it.each([
    [320, 'PHONE'],
    [543, 'PHONE'],
    [544, 'TABLET'],
    [819, 'TABLET'],
    [820, 'DESKTOP'],
    [1279, 'DESKTOP'],
    [1280, 'WIDE_DESKTOP'],
  ])('%i px is %s', (width, view) => expect(browserViewFor(width)).toBe(view));
});
