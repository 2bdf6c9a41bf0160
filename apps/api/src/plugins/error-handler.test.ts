import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { DetailErrorSchema, FieldErrorsSchema } from '@talent/contracts/api-errors';
import { Messages } from '@talent/contracts/messages';
import { detailError } from '../lib/errors.ts';
import { registerErrorHandler } from './error-handler.ts';

async function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  return { app, lines };
}

describe('error handler', () => {
  it('logs a failed query without its SQL text or parameters', async () => {
    const { app, lines } = await appWithLog();
    app.get('/boom', async () => {
      const error = new Error('Failed query: select * from users where email = $1\nparams: secret@example.com');
      Object.assign(error, {
        query: 'select * from users where email = $1',
        params: ['secret@example.com'],
        cause: { message: 'invalid byte sequence', code: '22021' },
      });
      throw error;
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: Messages.serverError });
    const log = lines.join('');
    expect(log).toContain('22021');
    expect(log).not.toContain('select * from users');
    expect(log).not.toContain('secret@example.com');
  });

  it('fits a detail error to a route whose 400 is a field list, and the reverse', async () => {
    const { app } = await appWithLog();
    app.post('/fields', { schema: { response: { 400: FieldErrorsSchema } } }, async () => {
      throw detailError(400, 'Not like this.');
    });
    app.post('/detail', { schema: { response: { 400: DetailErrorSchema } } }, async () => ({}));
    const fields = await app.inject({ method: 'POST', url: '/fields', payload: {} });
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toEqual({ non_field_errors: ['Not like this.'] });
    const badJson = await app.inject({
      method: 'POST',
      url: '/detail',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ detail: Messages.malformedJson });
  });
});
