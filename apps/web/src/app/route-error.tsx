// Shown when a screen fails to load or throws; offers a way forward.
import { Component, type ReactNode } from 'react';

export function RouteError({ error }: { error: unknown }) {
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

interface BoundaryProps {
  /** The navigation shown: the next one leaves the error. */
  location: string;
  children: ReactNode;
}

interface BoundaryState {
  location: string;
  failed: boolean;
  error: unknown;
}

/** The route error in place of the page that failed, until the next navigation. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, failed: false, error: null };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
