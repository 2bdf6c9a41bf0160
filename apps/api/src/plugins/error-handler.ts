// One error handler for the whole API: the spec's shapes, the right status,
// internals of 5xx hidden and logged with the request id.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { Messages } from '@talent/contracts/messages';
import { HttpError } from '../lib/errors.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function fieldName(issue: ValidationIssue): string {
  const fromIssue = issue.params?.issue?.path;
  if (fromIssue && fromIssue.length) return String(fromIssue[0]);
  const fromPath = issue.instancePath?.split('/').filter(Boolean)[0];
  return fromPath ?? 'non_field_errors';
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: Record<string, string[]> = {};
      for (const issue of error.validation as ValidationIssue[]) {
        const name = fieldName(issue);
        (body[name] ??= []).push(issue.params?.issue?.message ?? issue.message ?? 'Invalid value.');
      }
      return reply.status(400).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ detail: Messages.serverError });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ detail: Messages.serverError });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type …)
    return reply.status(status).send({ detail: error.message });
  });
}
