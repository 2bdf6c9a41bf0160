// One early gate for every route (decision 014): text with a NUL or another
// control character, and bodies nested deeper than any form needs, answer 400
// before validation — so they never reach a handler, a query or a log line.
// Tab, line feed and carriage return stay allowed (multi-line text fields).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@talent/contracts/messages';
import { fieldErrors } from '../lib/errors.ts';

// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Deeper than any body the API declares; walking stops here instead of recursing. */
export const MAX_NESTING = 32;

type Verdict = { field: string; message: string } | null;

/** The first offending value of a parsed query, path or body, by its top-level field. */
export function inspectInput(value: unknown): Verdict {
  const stack: { value: unknown; depth: number; field: string }[] = [{ value, depth: 0, field: 'non_field_errors' }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (CONTROL_CHARACTERS.test(item.value)) return { field: item.field, message: Messages.controlCharacters };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    // binary bodies (application/octet-stream video chunks) are bytes, not text: nothing to walk
    if (ArrayBuffer.isView(item.value)) continue;
    if (item.depth >= MAX_NESTING) return { field: item.field, message: Messages.tooDeeplyNested };
    const entries = Array.isArray(item.value) ? item.value.entries() : Object.entries(item.value);
    for (const [key, child] of entries) {
      const field = item.depth === 0 && typeof key === 'string' ? key : item.field;
      if (typeof key === 'string' && CONTROL_CHARACTERS.test(key)) {
        return { field: item.depth === 0 ? 'non_field_errors' : field, message: Messages.controlCharacters };
      }
      stack.push({ value: child, depth: item.depth + 1, field });
    }
  }
  return null;
}

export function checkRequestInput(request: Pick<FastifyRequest, 'query' | 'params' | 'body'>) {
  for (const part of [request.params, request.query, request.body]) {
    const verdict = inspectInput(part);
    if (verdict) throw fieldErrors({ [verdict.field]: verdict.message });
  }
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => checkRequestInput(request));
}
