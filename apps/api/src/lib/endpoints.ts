// Registers routes from the contracts' endpoint table (conventions 6b): the
// route half gives method, path and access, the schema half the zod schemas.
// A module's routes file is then a map from endpoint name to handler; a route
// without a handler, or a handler without a route, fails to compile.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  routerPath,
  type BodyOf,
  type EndpointSchema,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
  type RouteTable,
  type SchemaTable,
} from '@talent/contracts/endpoint';
import { HiringRoleMessages, STAFF_ROLES, type HiringRole } from '@talent/contracts/hiring-roles';
import { detailError } from './errors.ts';

export interface EndpointRequest<S extends EndpointSchema> extends FastifyRequest {
  params: ParamsOf<S>;
  query: QueryOf<S>;
  body: BodyOf<S>;
}

export type EndpointHandler<S extends EndpointSchema> = (
  request: EndpointRequest<S>,
  reply: FastifyReply,
) => Promise<ReplyOf<S> | FastifyReply | void>;

export type Handlers<R extends RouteTable, S extends SchemaTable<R>> = {
  [K in keyof R]: EndpointHandler<S[K]>;
};

export interface RegisterOptions {
  /** Extra route options per endpoint name (body limits, rate-limit hooks, …). */
  options?: Record<
    string,
    Partial<Pick<RouteOptions, 'bodyLimit' | 'onRequest' | 'preHandler' | 'config' | 'logLevel'>>
  >;
}

const SECURED = [{ bearerAuth: [] }];

function hiringRoleCheck(roles: readonly HiringRole[]) {
  return async (request: FastifyRequest) => {
    const role = request.hiring?.role;
    if (!role || !roles.includes(role)) throw detailError(403, HiringRoleMessages.notForRole);
  };
}

/** Fastify warns about schema keys that are present but undefined. */
function definedOnly<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The first 2xx answer as a content map, one schema per media type (OpenAPI `content`). */
function withSuccessMedia(responses: EndpointSchema['responses'], media: NonNullable<EndpointSchema['successMedia']>) {
  const success = Object.keys(responses)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  if (success === undefined) return responses;
  const content = Object.fromEntries(Object.entries(media).map(([type, schema]) => [type, { schema }]));
  return { ...responses, [success]: { description: 'OK', content } };
}

export function registerEndpoints<R extends RouteTable, S extends SchemaTable<R>>(
  app: FastifyInstance,
  routes: R,
  schemas: S,
  handlers: Handlers<R, S>,
  { options = {} }: RegisterOptions = {},
) {
  for (const name of Object.keys(routes) as (keyof R & string)[]) {
    const route = routes[name]!;
    const schema = schemas[name] as EndpointSchema;
    const guard =
      route.access === 'candidate'
        ? app.requireAuth
        : route.access === 'hiring'
          ? app.requireHiringMember
          : route.access === 'optional'
            ? app.optionalAuth
            : undefined;
    const extra = options[name] ?? {};
    // the hiring roles allowed on this route (decision 043), checked right after the member is known
    const roleCheck = route.access === 'hiring' ? hiringRoleCheck(route.roles ?? STAFF_ROLES) : undefined;
    const responses = schema.successMedia ? withSuccessMedia(schema.responses, schema.successMedia) : schema.responses;
    // onRequest: the caller is known before the body is looked at (401/403 before 400),
    // so a refused caller learns nothing from validation
    const onRequest = [guard, roleCheck, ...[extra.onRequest ?? []].flat()].filter(Boolean);
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      app.route({
        method: route.method,
        url: routerPath(path),
        ...extra,
        onRequest: onRequest.length ? (onRequest as RouteOptions['onRequest']) : undefined,
        schema: definedOnly({
          operationId: path === route.path ? name : undefined,
          tags: schema.tags ? [...schema.tags] : undefined,
          summary: schema.summary,
          description: schema.description,
          security: route.access === 'public' ? undefined : SECURED,
          params: schema.params,
          querystring: schema.query,
          body: schema.body,
          consumes: schema.multipart ? ['multipart/form-data'] : undefined,
          response: responses,
        }),
        handler: handlers[name] as unknown as RouteOptions['handler'],
      });
    }
  }
}
