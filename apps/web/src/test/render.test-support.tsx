// Renders a screen or component as the app does: a fresh query client (no
// retries, so a failure shows at once), a memory router at the given path,
// and the toast region; the current location is readable from the page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { Toast } from '../components/ui/toast.tsx';

// each test starts from an empty document
afterEach(cleanup);

const visited: string[] = [];

function LocationProbe() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (visited.at(-1) !== here) visited.push(here);
  }, [here]);
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  visited.length = 0;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
        <Toast />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Where the router is now: path and query. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** The toast's message, or null when none shows. */
export const toastText = () => document.querySelector('[data-toast-type] span:nth-child(2)')?.textContent ?? null;

/** Every location the router showed since the render, in order. */
export const visitedLocations = () => [...visited];
