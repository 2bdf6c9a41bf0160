// The generated OpenAPI document validates with an outside validator
// (@apidevtools/swagger-parser), and every operation declares its responses
// (decision 033).
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

it('validates, and every operation declares a response', async () => {
  const document = structuredClone(ctx.app.swagger()) as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const silent: string[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!operation.responses || Object.keys(operation.responses).length === 0) silent.push(`${method} ${path}`);
    }
  }
  expect(silent).toEqual([]);
  await expect(SwaggerParser.validate(document as never)).resolves.toBeTruthy();
});
