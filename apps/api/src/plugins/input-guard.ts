// One early gate for every route (decisions 014, 033): text with a NUL or
// another control character, ill-formed Unicode (a lone UTF-16 surrogate, a
// query or path whose percent-escapes are not UTF-8, a JSON body whose bytes
// are not UTF-8) and bodies nested deeper than any form needs answer 400
// before validation — so they never reach a handler, a query or a log line.
// Tab, line feed and carriage return stay allowed (multi-line text fields).
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@talent/contracts/messages';
import { fieldErrors } from '../lib/errors.ts';

// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** With the u flag a surrogate pair is one code point, so only a lone surrogate matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Deeper than any body the API declares; walking stops here instead of recursing. */
export const MAX_NESTING = 32;

type Verdict = { field: string; message: string } | null;

function textVerdict(text: string, field: string): Verdict {
  if (CONTROL_CHARACTERS.test(text)) return { field, message: Messages.controlCharacters };
  // a lone surrogate cannot be stored (PostgreSQL text and jsonb refuse it) nor encoded as UTF-8
  if (LONE_SURROGATE.test(text)) return { field, message: Messages.illFormedUnicode };
  return null;
}

/** The first offending value of a parsed query, path or body, by its top-level field. */
export function inspectInput(value: unknown): Verdict {
  const stack: { value: unknown; depth: number; field: string }[] = [{ value, depth: 0, field: 'non_field_errors' }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const verdict = textVerdict(item.value, item.field);
      if (verdict) return verdict;
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    // binary bodies (application/octet-stream video chunks) are bytes, not text: nothing to walk
    if (ArrayBuffer.isView(item.value)) continue;
    if (item.depth >= MAX_NESTING) return { field: item.field, message: Messages.tooDeeplyNested };
    const entries = Array.isArray(item.value) ? item.value.entries() : Object.entries(item.value);
    for (const [key, child] of entries) {
      const field = item.depth === 0 && typeof key === 'string' ? key : item.field;
      if (typeof key === 'string') {
        const verdict = textVerdict(key, item.depth === 0 ? 'non_field_errors' : field);
        if (verdict) return verdict;
      }
      stack.push({ value: child, depth: item.depth + 1, field });
    }
  }
  return null;
}

/** Percent-escapes decode to bytes; the text is ill-formed when those bytes are not UTF-8. */
function percentDecodesToUtf8(text: string) {
  if (!text.includes('%')) return true;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '%' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return isUtf8(Uint8Array.from(bytes));
}

/** The raw address: a path or a query parameter whose escapes are not UTF-8, by its name. */
export function inspectRawUrl(rawUrl: string): Verdict {
  const [pathPart = '', query = ''] = rawUrl.split(/\?(.*)/s, 2);
  if (!percentDecodesToUtf8(pathPart)) return { field: 'path', message: Messages.illFormedUnicode };
  for (const pair of query.split('&')) {
    const [name = '', value = ''] = pair.split(/=(.*)/s, 2);
    if (!percentDecodesToUtf8(name)) return { field: 'non_field_errors', message: Messages.illFormedUnicode };
    if (!percentDecodesToUtf8(value)) {
      let field = name;
      try {
        field = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        field = 'non_field_errors';
      }
      return { field, message: Messages.illFormedUnicode };
    }
  }
  return null;
}

export function checkRequestInput(request: Pick<FastifyRequest, 'query' | 'params' | 'body'> & { url?: string }) {
  const raw = request.url ? inspectRawUrl(request.url) : null;
  if (raw) throw fieldErrors({ [raw.field]: raw.message });
  for (const part of [request.params, request.query, request.body]) {
    const verdict = inspectInput(part);
    if (verdict) throw fieldErrors({ [verdict.field]: verdict.message });
  }
}

export function registerInputGuard(app: FastifyInstance) {
  // JSON bodies are read as bytes first: invalid UTF-8 (a stray byte, an overlong form, an encoded
  // surrogate) would otherwise turn into U+FFFD silently
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(fieldErrors({ non_field_errors: Messages.bodyNotUtf8 }), undefined);
      return;
    }
    parseJson(request, bytes.toString('utf8'), done);
  });
  app.addHook('preValidation', async (request) => checkRequestInput(request));
}
