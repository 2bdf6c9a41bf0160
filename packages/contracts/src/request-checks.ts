// The checks every page makes before it talks to the server (spec 01 §5):
// forbidden symbols in what it sends, an expired session token. Apart from the
// other validators so that the first page load carries only these (decision
// 052); validators.ts re-exports them.

/** The answers to these checks (spec 01 §5, §8); messages.ts lists them with the others. */
export const FORBIDDEN_SYMBOLS_MESSAGE = 'Your information must not include a tab or the following symbols: <>|\\';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again to continue.';

/** Forbidden in any free text sent to the server: < > | backslash, and tab. */
export const FORBIDDEN_SYMBOLS = /[<>|\\\t]/;
export const hasForbiddenSymbols = (value: string) => FORBIDDEN_SYMBOLS.test(value);

/**
 * True when any string anywhere in the value (objects, arrays) carries a
 * forbidden symbol. Keys in `optionKeys` hold values picked from a fixed list
 * (a skill's '>9' years), not free text, and are not checked.
 */
export function containsForbiddenSymbols(value: unknown, optionKeys: readonly string[] = []): boolean {
  if (typeof value === 'string') return hasForbiddenSymbols(value);
  if (Array.isArray(value)) return value.some((item) => containsForbiddenSymbols(item, optionKeys));
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.entries(value as Record<string, unknown>).some(
      ([key, item]) => !optionKeys.includes(key) && containsForbiddenSymbols(item, optionKeys),
    );
  }
  return false;
}

/** spec 01 §5: a token is expired when its exp is before now or it cannot be decoded. */
export function isTokenExpired(token: string | null | undefined, nowMs = Date.now()): boolean {
  if (!token) return true;
  try {
    const raw = token.replace(/^Bearer\s+/i, '');
    const payload = raw.split('.')[1];
    if (!payload) return true;
    const json = JSON.parse(decodeBase64Url(payload)) as { exp?: number };
    return typeof json.exp !== 'number' || json.exp * 1000 < nowMs;
  } catch {
    return true;
  }
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
