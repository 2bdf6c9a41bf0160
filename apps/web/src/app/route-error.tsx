// Shown when a screen fails to load or throws; offers a way forward.
import { useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  return (
    <main id="main" className="page" role="alert">
      <div className="card">
        <h1>Something went wrong</h1>
        <p>
          {chunkFailed
            ? 'A new version of the site is available. Reload the page to continue.'
            : 'This page could not be shown. Please try again.'}
        </p>
        <button type="button" onClick={() => location.reload()}>
          Reload
        </button>
      </div>
    </main>
  );
}
