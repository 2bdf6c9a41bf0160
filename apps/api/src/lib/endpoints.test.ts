// Routes registered from the endpoint table: the access in the route half
// decides the guard (no token 401, a user outside the hiring team 403, a
// member passes with their company), path parameters come from `{name}`, and
// the schema half validates.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteTable, SchemaTable } from '@talent/contracts/endpoint';
import { companies } from '../db/schema/platform.ts';
import { authGuardPlugin, hiringOf } from '../plugins/auth-guard.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { createCandidate, createHiringMember, createTestApp, type TestContext } from '../../test/helpers.ts';
import { registerEndpoints } from './endpoints.ts';

const routes = {
  open: { method: 'GET', path: '/open/{id}/', access: 'public' },
  team: { method: 'POST', path: '/team/{jobId}/', access: 'hiring', aliases: ['/team/{jobId}'] },
} as const satisfies RouteTable;
const schemas = {
  open: { params: z.object({ id: z.coerce.number().int() }), responses: { 200: z.object({ id: z.number() }) } },
  team: {
    params: z.object({ jobId: z.coerce.number().int() }),
    body: z.object({ note: z.string().max(5) }),
    responses: { 200: z.object({ companyId: z.number(), jobId: z.number(), note: z.string() }) },
  },
} as const satisfies SchemaTable<typeof routes>;

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(authGuardPlugin, { tokens: ctx.deps.tokens, database: ctx.database });
  await app.register(async (scope: FastifyInstance) => {
    registerEndpoints(scope, routes, schemas, {
      open: async (request) => ({ id: request.params.id }),
      team: async (request) => ({
        companyId: hiringOf(request).companyId,
        jobId: request.params.jobId,
        note: request.body.note,
      }),
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('registerEndpoints', () => {
  it('turns {name} into path parameters validated by the schema half', async () => {
    expect((await app.inject({ url: '/open/42/' })).json()).toEqual({ id: 42 });
    expect((await app.inject({ url: '/open/abc/' })).statusCode).toBe(400);
  });

  it('guards hiring routes: 401 without a token, 403 for a non-member, the member’s company otherwise', async () => {
    const [company] = await ctx.database.db
      .insert(companies)
      .values({ slug: 'guard-co', name: 'Guard Co' })
      .returning({ id: companies.id });
    const candidate = await createCandidate(ctx);
    const member = await createHiringMember(ctx, company!.id);
    const send = (headers: Record<string, string>, url = '/team/7/') =>
      app.inject({ method: 'POST', url, headers, payload: { note: 'hi' } });

    expect((await send({})).statusCode).toBe(401);
    const refused = await send(candidate.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'This page is for hiring-team members only.' });
    const allowed = await send(member.auth);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ companyId: company!.id, jobId: 7, note: 'hi' });
    expect((await send(member.auth, '/team/7')).statusCode).toBe(200);
    const tooLong = await app.inject({
      method: 'POST',
      url: '/team/7/',
      headers: member.auth,
      payload: { note: 'x'.repeat(6) },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
