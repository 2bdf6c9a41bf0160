// Typed errors that services throw; the error handler renders them in the
// shapes the client expects ({"detail"} or field lists).
import type { z } from 'zod';
import { Messages } from '@talent/contracts/messages';

/** {"detail"} (with extra facts where a client needs them, e.g. an upload's offset) or field lists. */
export type ErrorBody = ({ detail: string } & Record<string, unknown>) | Record<string, string[]>;

export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const detailError = (statusCode: number, detail: string, headers?: Record<string, string>) =>
  new HttpError(statusCode, { detail }, headers);

/** {"detail"} with more facts the client acts on (e.g. the offset a resumable upload stands at). */
export const detailErrorWith = (statusCode: number, detail: string, facts: Record<string, string | number>) =>
  new HttpError(statusCode, { ...facts, detail });

/** 400 with field lists, e.g. fieldErrors({ email: 'Already registered' }). */
export function fieldErrors(fields: Record<string, string | string[]>, statusCode = 400) {
  const body: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields)) body[field] = Array.isArray(messages) ? messages : [messages];
  return new HttpError(statusCode, body);
}

export const nonFieldError = (message: string, statusCode = 400) =>
  fieldErrors({ non_field_errors: message }, statusCode);
export const notFound = (detail: string = Messages.notFound) => detailError(404, detail);
export const unauthorized = (detail: string = Messages.authRequired) => detailError(401, detail);
export const tooManyAttempts = (retryAfterSeconds: number) =>
  detailError(429, Messages.tooManyAttempts, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** A value checked outside a route's schema (multipart fields, a form's parts): the data, or 400 with the {"field": ["msg"]} lists. */
export function parseOrFieldErrors<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (fields[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
  throw fieldErrors(fields);
}
