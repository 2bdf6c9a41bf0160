// One error handler for the whole API: the spec's shapes, the right status,
// internals of 5xx hidden and logged with the request id (never the SQL text
// or its parameters). A 4xx body is fitted to the shape the route declares for
// that status, so a {"detail"} error on a route whose 400 is a field list (or
// the reverse) is still a valid answer instead of a serialisation failure.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { Messages } from '@talent/contracts/messages';
import { HttpError, type ErrorBody } from '../lib/errors.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

interface ZodLike {
  safeParse(value: unknown): { success: boolean };
}

function fieldName(issue: ValidationIssue): string {
  const fromIssue = issue.params?.issue?.path;
  if (fromIssue && fromIssue.length) return String(fromIssue[0]);
  const fromPath = issue.instancePath?.split('/').filter(Boolean)[0];
  return fromPath ?? 'non_field_errors';
}

/** The schema a route declares for a status ('4xx' and 'default' count too). */
function declaredSchema(request: FastifyRequest, status: number): ZodLike | null {
  const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, unknown>;
  const schema = responses[String(status)] ?? responses[`${String(status)[0]}xx`] ?? responses.default;
  return schema && typeof (schema as ZodLike).safeParse === 'function' ? (schema as ZodLike) : null;
}

/** The body in the declared shape: a detail becomes non_field_errors, a field list its first message. */
export function fitErrorBody(request: FastifyRequest, status: number, body: ErrorBody): ErrorBody {
  const schema = declaredSchema(request, status);
  if (!schema || schema.safeParse(body).success) return body;
  const asFields: ErrorBody =
    'detail' in body && typeof body.detail === 'string' ? { non_field_errors: [body.detail] } : body;
  if (schema.safeParse(asFields).success) return asFields;
  const first = Object.values(body as Record<string, string[] | string>).flat()[0];
  const asDetail = { detail: typeof first === 'string' ? first : Messages.genericError };
  return schema.safeParse(asDetail).success ? asDetail : body;
}

/** A database error carries the query and its parameters: log only what names the failure. */
function loggable(error: unknown): unknown {
  if (error && typeof error === 'object' && 'query' in error) {
    const cause = (error as { cause?: { message?: string; code?: string } }).cause;
    return { type: 'DatabaseError', message: cause?.message ?? 'query failed', code: cause?.code };
  }
  return error;
}

// busboy (under @fastify/multipart) throws plain errors for a broken form
const MULTIPART_FAILURES = /(unexpected end of multipart data|^Multipart: Boundary not found|^Malformed part header)/i;

function clientErrorOf(error: FastifyError, request: FastifyRequest): { status: number; message: string } | null {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, message: Messages.malformedJson };
  }
  if (error instanceof SyntaxError && request.headers['content-type']?.includes('json')) {
    return { status: 400, message: Messages.malformedJson };
  }
  if (
    (!error.statusCode || error.statusCode >= 500) &&
    (MULTIPART_FAILURES.test(error.message) || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
  ) {
    return { status: 400, message: Messages.malformedMultipart };
  }
  if (error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_FIELDS_LIMIT') {
    return { status: 413, message: error.message };
  }
  return null;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(fitErrorBody(request, error.statusCode, error.body));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: Record<string, string[]> = {};
      for (const issue of error.validation as ValidationIssue[]) {
        const name = fieldName(issue);
        (body[name] ??= []).push(issue.params?.issue?.message ?? issue.message ?? 'Invalid value.');
      }
      return reply.status(400).send(fitErrorBody(request, 400, body));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ detail: Messages.serverError });
    }
    const client = clientErrorOf(error, request);
    const status = client?.status ?? error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggable(error) }, 'request failed');
      return reply.status(status).send({ detail: Messages.serverError });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type …)
    return reply.status(status).send(fitErrorBody(request, status, { detail: client?.message ?? error.message }));
  });
}
