// The one api client (docs/conventions.md §9). It owns the cross-cutting rules of
// spec 01 §7–§8: base address from configuration, the forbidden-symbol check
// before any body is sent, the Authorization header from the authToken cookie,
// one token refresh on 401/403 with parallel requests queued behind it,
// 401 → sign out to /talent, 404 → /page-not-found/.
import {
  pathFor,
  type BodyInputOf,
  type EndpointRoute,
  type EndpointSchema,
  type ParamsInputOf,
  type QueryInputOf,
  type SuccessOf,
} from '@talent/contracts/endpoint';
import { sessionRoutes } from '@talent/contracts/session-endpoints';
import { readsAsWords } from '@talent/contracts/plain-text';
import { pathTo } from '@talent/contracts/routes';
import {
  containsForbiddenSymbols,
  FORBIDDEN_SYMBOLS_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@talent/contracts/request-checks';
import { appConfig } from './config.ts';
import { startLoading } from './loading.ts';
import { renderScope } from './render-scope.ts';
import { clearSessionTokens, getAuthToken, getRefreshToken, setSessionTokens } from './session.ts';
import { toast } from './toast.ts';

/** A page of a paged list (DRF-like). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
  /** A very broad search answers an estimate (spec: count stays a number). */
  count_is_estimate?: boolean;
}

export class ApiError extends Error {
  /** 0 when no response arrived (network failure or timeout). */
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;
  constructor(status: number, statusText: string, data: unknown) {
    super(firstErrorMessage(data) ?? (status ? `${status} ${statusText}` : 'No response from the server'));
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
  get hasResponse() {
    return this.status !== 0;
  }
}

export class ForbiddenSymbolsError extends Error {
  constructor() {
    super(FORBIDDEN_SYMBOLS_MESSAGE);
    this.name = 'ForbiddenSymbolsError';
  }
}

/** The first readable message of a DRF-like body: detail, non_field_errors, then any field. */
export function firstErrorMessage(data: unknown): string | undefined {
  // a string body is shown only when it reads as words (never a gateway's HTML page)
  if (typeof data === 'string') return readsAsWords(data) ? data.trim() : undefined;
  if (!data || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  if (typeof record.detail === 'string') return record.detail;
  const pick = (value: unknown) =>
    Array.isArray(value) && typeof value[0] === 'string' ? value[0] : typeof value === 'string' ? value : undefined;
  return pick(record.non_field_errors) ?? Object.values(record).map(pick).find(Boolean);
}

/** Field errors as {field: message} for react-hook-form's setError. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.data as Record<string, unknown>)) {
    if (Array.isArray(value) && typeof value[0] === 'string') out[field] = value[0];
  }
  return out;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigate: Navigate = (to, options) => {
  // the server-side renderer has no location; its page status comes from the server
  if (typeof location === 'undefined') return;
  if (options?.replace) location.replace(to);
  else location.assign(to);
};
/** The router registers itself so redirects stay inside the single-page app. */
export function setNavigator(fn: Navigate) {
  navigate = fn;
}

type SessionEndHandler = (reason: 'unauthorized' | 'expired') => void;
let onSessionEnd: SessionEndHandler = (reason) => {
  clearSessionTokens();
  navigate(reason === 'unauthorized' ? pathTo('talent') : pathTo('signin'));
};
/** The session feature installs the full logout (storage, cache, analytics). */
export function setSessionEndHandler(fn: SessionEndHandler) {
  onSessionEnd = fn;
}

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  /** Send the Authorization header when a token exists (default true). */
  auth?: boolean;
  /** false: the caller handles 401/404 itself (spec: 'rethrown if the caller asked not to handle'). */
  handle?: boolean;
  /** Show the global loading animation while the call runs. */
  loading?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Another base address (the resume analyzer). */
  base?: string;
  accept?: string;
  /** Answer the raw Response instead of parsed JSON. */
  raw?: boolean;
  /** Body keys whose values come from a fixed list of options, not free text (exempt from the symbol check). */
  optionFields?: readonly string[];
}

export function buildUrl(path: string, query?: Query, base = appConfig().apiBase): string {
  const url = `${base.replace(/\/$/, '')}${path}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/** The transport: the browser's fetch, or the server's own app when it renders a public page (decisions 026, 039). */
const transport: typeof fetch = (input, init) => (renderScope()?.transport ?? fetch)(input, init);

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time; parallel failures wait for the same promise. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = getRefreshToken();
    if (!refresh) return false;
    try {
      const response = await fetch(buildUrl(sessionRoutes.refreshToken.path), {
        method: sessionRoutes.refreshToken.method,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { access?: string; refresh?: string };
      if (!body.access) return false;
      setSessionTokens(body.access, body.refresh);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (type.includes('json') && text) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

async function request<T>(
  method: string,
  path: string,
  body: BodyInit | undefined,
  headers: Record<string, string>,
  options: RequestOptions,
  query?: Query,
): Promise<T> {
  const stop = options.loading ? startLoading() : null;
  const url = buildUrl(path, query, options.base);
  // the session the request went out with: one that has ended since is not ended again
  let sentWith: string | null = null;
  const send = () => {
    const finalHeaders: Record<string, string> = { accept: options.accept ?? 'application/json', ...headers };
    const token = options.auth === false ? null : getAuthToken();
    sentWith = token;
    if (token) finalHeaders.authorization = token;
    const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
      (s): s is AbortSignal => Boolean(s),
    );
    return transport(url, {
      method,
      headers: finalHeaders,
      body,
      credentials: 'same-origin',
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  };
  try {
    let response: Response;
    try {
      response = await send();
      // spec 01 §7: on 401 or 403 retry once after refreshing the token
      if ((response.status === 401 || response.status === 403) && options.auth !== false && getAuthToken()) {
        if (await refreshTokens()) {
          response = await send();
        } else if (getRefreshToken()) {
          toast.error(SESSION_EXPIRED_MESSAGE);
          onSessionEnd('expired');
          throw new ApiError(response.status, response.statusText, await parseBody(response));
        }
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof DOMException && error.name === 'AbortError' && options.signal?.aborted) throw error;
      throw new ApiError(0, '', null);
    }
    if (options.raw && response.ok) return response as T;
    const data = await parseBody(response);
    if (response.ok) return data as T;
    if (options.handle !== false) {
      // a 401 signs out the session the request went out with (spec 01 §8): one that ended
      // meanwhile (another call's failed refresh) is left to that end, the visitor already on
      // the way to login, and a request sent with no session has no one to sign out
      if (response.status === 401 && sentWith !== null && sentWith === getAuthToken()) onSessionEnd('unauthorized');
      else if (response.status === 404) navigate('/page-not-found/', { replace: true });
    }
    throw new ApiError(response.status, response.statusText, data);
  } finally {
    stop?.();
  }
}

function guard(body: unknown, options: RequestOptions = {}) {
  if (containsForbiddenSymbols(body, options.optionFields)) {
    toast.error(FORBIDDEN_SYMBOLS_MESSAGE);
    throw new ForbiddenSymbolsError();
  }
}

function formDataOf(fields: Record<string, string | Blob | number | boolean | null | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

// Methods are async so a refused body is a rejected promise, like any other failure.
export const api = {
  /** GET with a no-cache header and query parameters. */
  async get<T>(path: string, query?: Query, options: RequestOptions = {}) {
    return request<T>('GET', path, undefined, { 'cache-control': 'no-cache' }, options, query);
  },
  async postJson<T>(path: string, body?: unknown, options: RequestOptions = {}) {
    guard(body, options);
    return request<T>(
      'POST',
      path,
      body === undefined ? undefined : JSON.stringify(body),
      body === undefined ? {} : { 'content-type': 'application/json' },
      options,
    );
  },
  /** Multipart: files under their named keys, other fields as strings (also checked for symbols). */
  async postMultipart<T>(
    path: string,
    fields: Record<string, string | Blob | number | boolean | null | undefined>,
    options: RequestOptions = {},
  ) {
    guard(Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')), options);
    return request<T>('POST', path, formDataOf(fields), {}, options);
  },
  async patchJson<T>(path: string, body?: unknown, options: RequestOptions = {}) {
    guard(body, options);
    return request<T>(
      'PATCH',
      path,
      body === undefined ? undefined : JSON.stringify(body),
      body === undefined ? {} : { 'content-type': 'application/json' },
      options,
    );
  },
  async putJson<T>(path: string, body?: unknown, options: RequestOptions = {}) {
    guard(body, options);
    return request<T>('PUT', path, JSON.stringify(body ?? {}), { 'content-type': 'application/json' }, options);
  },
  /** DELETE with a JSON body, or a form (file deletion sends a form field named field). */
  async deleteWithBody<T>(path: string, body?: unknown, options: RequestOptions & { form?: boolean } = {}) {
    guard(body, options);
    if (options.form && body && typeof body === 'object') {
      return request<T>('DELETE', path, formDataOf(body as Record<string, string>), {}, options);
    }
    return request<T>(
      'DELETE',
      path,
      body === undefined ? undefined : JSON.stringify(body),
      body === undefined ? {} : { 'content-type': 'application/json' },
      options,
    );
  },
};

type MultipartFields = Record<string, string | Blob | number | boolean | null | undefined>;

/** What one call of an endpoint takes: its path parameters, query and body, each typed from the contracts. */
export type CallInput<S extends EndpointSchema> = (undefined extends ParamsInputOf<S>
  ? { params?: ParamsInputOf<S> }
  : { params: ParamsInputOf<S> }) &
  (undefined extends QueryInputOf<S> ? { query?: QueryInputOf<S> } : { query: QueryInputOf<S> }) &
  (S['multipart'] extends true
    ? { form: MultipartFields }
    : undefined extends BodyInputOf<S>
      ? { body?: BodyInputOf<S>; bytes?: Blob }
      : { body: BodyInputOf<S> });

export type EndpointCall<S extends EndpointSchema> = (
  input?: CallInput<S>,
  options?: RequestOptions,
) => Promise<SuccessOf<S>>;

/** One endpoint through the api client: method and path from the route half of the table. */
export async function callEndpoint<S extends EndpointSchema>(
  route: EndpointRoute,
  input: { params?: unknown; query?: unknown; body?: unknown; form?: MultipartFields; bytes?: Blob } = {},
  options: RequestOptions = {},
): Promise<SuccessOf<S>> {
  const path = pathFor(route, input.params as Record<string, unknown> | undefined);
  const query = input.query as Query | undefined;
  if (input.bytes) {
    // a binary body (a video chunk): nothing to check for symbols
    const headers = { 'content-type': 'application/octet-stream' };
    return request<SuccessOf<S>>(route.method, path, input.bytes, headers, options, query);
  }
  if (input.form) {
    guard(Object.fromEntries(Object.entries(input.form).filter(([, v]) => typeof v === 'string')), options);
    return request<SuccessOf<S>>(route.method, path, formDataOf(input.form), {}, options, query);
  }
  if (route.method === 'GET') {
    return request<SuccessOf<S>>('GET', path, undefined, { 'cache-control': 'no-cache' }, options, query);
  }
  const { body } = input;
  guard(body, options);
  return request<SuccessOf<S>>(
    route.method,
    path,
    body === undefined ? undefined : JSON.stringify(body),
    body === undefined ? {} : { 'content-type': 'application/json' },
    options,
    query,
  );
}

/**
 * The typed calls of one route table: `endpointClient<typeof jobsSchemas>(jobsRoutes).search({ query })`.
 * The schema table is imported as a type only, so no schema code reaches the bundle.
 */
export function endpointClient<S extends Readonly<Record<string, EndpointSchema>>>(routes: {
  readonly [K in keyof S]: EndpointRoute;
}): { [K in keyof S]: EndpointCall<S[K]> } {
  const calls: Record<string, EndpointCall<EndpointSchema>> = {};
  for (const [name, route] of Object.entries(routes) as [string, EndpointRoute][]) {
    calls[name] = (input, options) => callEndpoint(route, input, options);
  }
  return calls as unknown as { [K in keyof S]: EndpointCall<S[K]> };
}
