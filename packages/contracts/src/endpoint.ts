// One endpoint table (conventions 6b). Every endpoint is declared once, in two
// halves keyed by the same name:
//  - the route half (`endpoints/<domain>.ts`): method, path, who may call it —
//    plain data, no zod, so the client can import it into any chunk without
//    paying for the schema library on a first visit;
//  - the schema half (`endpoints/<domain>.schemas.ts`): params, query, body and
//    responses as zod schemas, checked at compile time to cover every route.
// The server registers each route from both halves (apps/api/src/lib/endpoints.ts);
// the client calls through the route half with types taken (type-only) from the
// schema half (apps/web/src/lib/api-client.ts). The OpenAPI document comes from
// the same schemas.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone; anyone, with the caller read when a token is sent;
 * a signed-in user (candidate); a hiring-team member (hiring).
 */
export type Access = 'public' | 'optional' | 'candidate' | 'hiring';

export interface EndpointRoute {
  readonly method: HttpMethod;
  /** Under /api (or the analyzer's base), path parameters as `{name}`, exactly the spec's path. */
  readonly path: string;
  readonly access: Access;
  /** Other paths answering the same operation (spec 02 §7 writes some item paths without the slash). */
  readonly aliases?: readonly string[];
  /**
   * For access 'hiring': the hiring-team roles that may call (decision 043);
   * without it, admins and recruiters.
   */
  readonly roles?: readonly ('admin' | 'recruiter' | 'interviewer')[];
}

export type RouteTable = Readonly<Record<string, EndpointRoute>>;

export interface EndpointSchema {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body; for multipart requests leave it out and set `multipart`. */
  readonly body?: z.ZodType;
  readonly multipart?: true;
  readonly responses: Readonly<Partial<Record<number, z.ZodType>>>;
  /**
   * A success answer chosen by the Accept header: the schema of each media type
   * (the handler sets the type). The 2xx entry of `responses` stays the JSON one.
   */
  readonly successMedia?: Readonly<Record<string, z.ZodType>>;
  readonly tags?: readonly string[];
  readonly summary?: string;
  readonly description?: string;
}

/** The schema half must name exactly the routes of its route half. */
export type SchemaTable<R extends RouteTable> = { readonly [K in keyof R]: EndpointSchema };

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type SuccessCode = 200 | 201 | 202 | 204;

/** What the client receives on success (the first 2xx response declared). */
export type SuccessOf<S extends EndpointSchema> = {
  [C in SuccessCode]: C extends keyof S['responses'] ? Out<S['responses'][C]> : never;
}[SuccessCode];

/** What the server handler may answer on success. */
export type ReplyOf<S extends EndpointSchema> = {
  [C in SuccessCode]: C extends keyof S['responses'] ? In<S['responses'][C]> : never;
}[SuccessCode];

export type ParamsOf<S extends EndpointSchema> = Out<S['params']>;
export type QueryOf<S extends EndpointSchema> = Out<S['query']>;
export type BodyOf<S extends EndpointSchema> = Out<S['body']>;
/** What a client sends: the input side of each schema (before coercion and defaults). */
export type ParamsInputOf<S extends EndpointSchema> = In<S['params']>;
export type QueryInputOf<S extends EndpointSchema> = In<S['query']>;
export type BodyInputOf<S extends EndpointSchema> = In<S['body']>;

const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The concrete path of a route: each `{name}` replaced by its encoded value. */
export function pathFor(route: Pick<EndpointRoute, 'path'>, params?: Readonly<Record<string, unknown>>): string {
  return route.path.replace(PARAM, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter '${name}' for ${route.path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The path in the router's syntax (`:name`). */
export function routerPath(path: string): string {
  return path.replace(PARAM, (_match, name: string) => `:${name}`);
}
