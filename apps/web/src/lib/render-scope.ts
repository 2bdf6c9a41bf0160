// What one server render has of its own (decision 039): its query client, the
// configuration and address it renders for, how its API calls are answered,
// and the router's loader runs. The server renders many pages at once, so
// these cannot be module state patched before each render; the server's entry
// (entry-server.tsx) keeps each render's scope in an AsyncLocalStorage and
// hands its reader here. In the browser there is no scope: one page, one
// query client (lib/query-client.ts), the document's configuration.
import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '@talent/contracts/app-config';

export interface RenderScope {
  queryClient: QueryClient;
  config: AppConfig;
  /** The public address the page is rendered for. */
  origin: string;
  /** Answers the page's API calls (the server's own routes, in process). */
  transport: typeof fetch;
  /** The router's per-page state (app/router.tsx): which loaders ran for this page. */
  routerState: Map<string, unknown>;
}

let read: () => RenderScope | undefined = () => undefined;

/** The render being computed on the server; undefined in the browser. */
export const renderScope = (): RenderScope | undefined => read();

/** The server's entry installs its reader once. */
export function setRenderScopeReader(reader: () => RenderScope | undefined) {
  read = reader;
}
