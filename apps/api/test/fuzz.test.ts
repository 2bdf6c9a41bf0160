// Every operation of the generated OpenAPI document, called with malformed
// input: wrong types, NUL and control characters, huge strings, deep nesting,
// bad JSON, bad multipart, wrong content types, ids out of range — with a
// valid session where the route needs one. No answer may be a 5xx, and every
// 4xx carries a message (decision 014). A new route is covered by being in
// the document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/platform.ts';
import { createHiringMember, createTestApp, type TestContext, type TestHiringMember } from './helpers.ts';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}
interface Case {
  label: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const HUGE = 'x'.repeat(200_000);
const NUL = 'A\u0000B';
const CONTROL = 'line\u0001\u001b[31m\u007f';
const BAD_IDS = ['99999999999999999999', '-1', '0', '1.5', 'abc', '%00', encodeURIComponent(CONTROL), 'x'.repeat(90)];
const BAD_QUERY_VALUES = [NUL, CONTROL, HUGE.slice(0, 20_000), '-99999999999999999999', '[object Object]'];
const WRONG_VALUES: unknown[] = [12345, true, null, [], { nested: { deeper: [1, 2] } }, NUL, CONTROL, HUGE, -1e308];
const BAD_JSON = ['{', '', '{"a":1,}', '[1,2', 'null', '"just a string"', '{"a":"\\ud800"}', '{"__proto__":{"x":1}}'];
const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

// ill-formed text (decision 033): lone surrogates of both halves, NUL and control characters
const BAD_TEXT = [String.fromCharCode(0xd800), `x${String.fromCharCode(0xdfff)}y`, NUL, CONTROL];

/** A plausible value for a schema, so one bad string is not hidden behind other fields' errors. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf?.find((b) => b.type !== 'null') ?? schema.oneOf?.[0];
  if (branch) return sample(branch, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]));
  }
  if (type === 'array') return [sample(schema.items, depth + 1)];
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri') return 'https://example.com/';
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'date-time') return '2026-01-15T10:00:00Z';
  if (schema.format === 'uuid') return '5f0c8f5e-2b1a-4c53-9d1e-0d6f1c2b3a4d';
  return 'Plain words'.padEnd(schema.minLength ?? 0, 'x');
}

/** Every string's place in a sampled value, as a path of keys. */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

function replaced(value: unknown, path: (string | number)[], text: string): unknown {
  if (!path.length) return text;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaced(copy[head!], rest, text);
  return copy;
}

/** The ill-formed-text pass: each string of a sampled body, and each query value, with each bad text. */
function textCases(path: string, method: string, operation: Operation, baseUrl: string): Case[] {
  const cases: Case[] = [];
  for (const param of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
    for (const bad of ['%ED%A0%80', '%C0%AF', encodeURIComponent(CONTROL)]) {
      cases.push({ label: `text query ${param.name} ${bad}`, url: `${baseUrl}?${param.name}=${bad}` });
    }
  }
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema || method === 'get') return cases;
  const body = sample(schema);
  for (const [n, where] of stringPaths(body).slice(0, 16).entries()) {
    // each string gets a lone surrogate, and one of the other bad texts in turn
    for (const [i, bad] of [
      [0, BAD_TEXT[0]!],
      [(n % 3) + 1, BAD_TEXT[(n % 3) + 1]!],
    ] as const) {
      cases.push({
        label: `text ${where.join('.')} #${i}`,
        url: baseUrl,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(replaced(body, where, bad)),
      });
    }
  }
  const bytes = Buffer.from(JSON.stringify(body ?? {}));
  cases.push({
    label: 'text body not UTF-8',
    url: baseUrl,
    headers: { 'content-type': 'application/json' },
    payload: Buffer.concat([
      bytes.subarray(0, Math.max(1, bytes.length - 2)),
      Buffer.from([0xed, 0xa0, 0x80]),
      bytes.subarray(-2),
    ]),
  });
  return cases;
}

function deepNesting(depth: number) {
  return '['.repeat(depth) + ']'.repeat(depth);
}

function propertiesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (schema.properties) return Object.keys(schema.properties);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const found = propertiesOf(branch);
    if (found.length) return found;
  }
  return [];
}

function multipartBody(parts: string[], close = true) {
  return Buffer.from(parts.join('') + (close ? `--${BOUNDARY}--\r\n` : ''), 'latin1');
}

const filePart = (name: string, filename: string, type: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;
const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

function casesFor(path: string, method: string, operation: Operation, candidateId: number): Case[] {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const fill = (value: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
  // the caller's own candidate in the path, so the body is looked at (another's id is 404 first)
  const baseUrl = fill((name) => (/^candidate/i.test(name) ? String(candidateId) : '1'));
  const cases: Case[] = [];

  for (const id of BAD_IDS) cases.push({ label: `path=${id.slice(0, 12)}`, url: fill(() => id) });
  if (!pathParams.length) cases.push({ label: 'plain', url: baseUrl });

  for (const [i, name] of queryParams.slice(0, 12).entries()) {
    const value = BAD_QUERY_VALUES[i % BAD_QUERY_VALUES.length]!;
    cases.push({ label: `query ${name}`, url: `${baseUrl}?${name}=${encodeURIComponent(value)}` });
    cases.push({ label: `query ${name} twice`, url: `${baseUrl}?${name}=1&${name}=${encodeURIComponent(NUL)}` });
  }
  if (queryParams.length) {
    cases.push({
      label: 'every query value NUL',
      url: `${baseUrl}?${queryParams.map((name) => `${name}=${encodeURIComponent(NUL)}`).join('&')}`,
    });
  }

  cases.push(...textCases(path, method, operation, baseUrl));
  if (method === 'get' || method === 'head') return cases;

  const content = operation.requestBody?.content ?? {};
  const json = (payload: string | Buffer, label: string, type = 'application/json'): Case => ({
    label,
    url: baseUrl,
    headers: { 'content-type': type },
    payload,
  });
  for (const bad of BAD_JSON) cases.push(json(bad, `json ${JSON.stringify(bad)}`));
  cases.push(json(Buffer.from('\ufeff{"a":"b"}', 'utf16le'), 'json utf-16'));
  cases.push(json(deepNesting(20_000), 'json nested 20000 deep'));
  cases.push(json(`{"a":${deepNesting(40)}}`, 'json nested 40 deep in a field'));
  cases.push(json('<a>xml</a>', 'wrong content type xml', 'application/xml'));
  cases.push(json('a=1&b=2', 'wrong content type form', 'application/x-www-form-urlencoded'));
  cases.push(json('plain words', 'wrong content type text', 'text/plain'));

  const properties = propertiesOf(content['application/json']?.schema ?? content['multipart/form-data']?.schema);
  for (const [i, name] of properties.slice(0, 24).entries()) {
    const value = WRONG_VALUES[i % WRONG_VALUES.length];
    cases.push(json(JSON.stringify({ [name]: value }), `field ${name}`));
    cases.push(json(JSON.stringify({ [name]: NUL }), `field ${name} NUL`));
  }
  if (properties.length) {
    for (const value of [NUL, HUGE, { a: [{ b: {} }] }, 2 ** 53 + 1]) {
      const label = typeof value === 'string' ? value.slice(0, 8) : JSON.stringify(value).slice(0, 16);
      cases.push(json(JSON.stringify(Object.fromEntries(properties.map((p) => [p, value]))), `every field ${label}`));
    }
    cases.push(json(JSON.stringify({ [`${properties[0]}\u0000`]: 'x' }), 'key with NUL'));
  }

  const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
  const fileField = properties.find((p) => /file|resume|image|document|credential/.test(p)) ?? 'file';
  cases.push(json(Buffer.from('anything'), 'multipart without boundary', 'multipart/form-data'));
  cases.push(
    json(
      multipartBody([filePart(fileField, 'cv.pdf', 'application/pdf', '%PDF-1.4 cut off')], false),
      'multipart cut off mid-file',
      multipartType,
    ),
  );
  cases.push(json(`--${BOUNDARY}\r\nbroken header\r\n\r\n`, 'multipart malformed header', multipartType));
  cases.push(
    json(
      multipartBody([
        fieldPart(properties[0] ?? 'name', NUL),
        filePart(fileField, 'cv\u0000.pdf', 'application/pdf', 'not really'),
      ]),
      'multipart NUL in field and name',
      multipartType,
    ),
  );
  cases.push(
    json(
      multipartBody([filePart(fileField, 'a.exe', 'application/octet-stream', 'MZ\u0090\u0000')]),
      'multipart wrong file',
      multipartType,
    ),
  );
  cases.push(
    json(
      multipartBody(Array.from({ length: 40 }, (_, i) => fieldPart(`f${i}`, 'v'))),
      'multipart too many parts',
      multipartType,
    ),
  );
  return cases;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let ctx: TestContext;
  let member: TestHiringMember;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: true });
    const [company] = await ctx.database.db.select({ id: companies.id }).from(companies).limit(1);
    member = await createHiringMember(ctx, company!.id);
  });
  afterAll(async () => ctx?.close());

  it('answers every malformed request with a 4xx and a message, never a 5xx', async () => {
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let requests = 0;
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        operations += 1;
        // a case may end the session (delete account, logout): start a new one
        const alive = await ctx.app.inject({ method: 'GET', url: '/api/v3/users/candidate/', headers: member.auth });
        if (alive.statusCode === 401) member = await createHiringMember(ctx, member.companyId);
        for (const item of casesFor(path, method, operation, member.candidateId)) {
          requests += 1;
          const response = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: item.url,
            headers: { ...(operation.security ? member.auth : {}), ...item.headers },
            payload: item.payload,
          });
          const where = `${method.toUpperCase()} ${path} [${item.label}] → ${response.statusCode}`;
          if (response.statusCode >= 500) failures.push(`${where} ${response.body.slice(0, 160)}`);
          else if (response.statusCode >= 400 && response.statusCode !== 404 && response.statusCode !== 405) {
            const type = String(response.headers['content-type'] ?? '');
            if (type.includes('json')) {
              const body = response.json() as Record<string, unknown>;
              if (!body || typeof body !== 'object' || Object.keys(body).length === 0) failures.push(`${where} empty`);
            }
          }
        }
      }
    }
    expect(operations).toBeGreaterThan(60);
    expect(requests).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  }, 420_000);
});
