// docs/conventions.md §12: a test that logs console.error fails.
import { afterEach, vi } from 'vitest';

// The web files share a worker and its document (decision 013): each file
// starts with the app's modules evaluated afresh, so no module state (the
// session, the toast, the configuration) carries over from the file before,
// and at the default address with empty storage and cookies, as a new tab
// would.
vi.resetModules();
const happyDOM = (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM;
// cookies belong to a host, whatever its port: the files that serve their API on 127.0.0.1
// (test/http-api.test-support.ts) would otherwise meet the session the file before left there
for (const origin of ['http://127.0.0.1/', 'http://localhost:3000/']) {
  happyDOM?.setURL(origin);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
localStorage.clear();
sessionStorage.clear();
document.head.innerHTML = '';
document.body.innerHTML = '';
// a file that drives React's act() by hand says so itself
delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length) {
    const logged = errors.splice(0).map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called:\n${logged.join('\n')}`);
  }
});

// The page's own console (happy-dom's, made before this file runs, so the spy
// above does not see it) writes straight to stderr. A browser reports every
// answer that is not ok ('POST …/api/x/ 409 (Conflict)') and a request cut off
// when a test ends and its server closes ('socket hang up'), or that finds no
// server (a test of the offline message): tests cause these on purpose, so
// they are not printed; anything else still is.
const quiet = Symbol.for('talent.quietPageConsole');
const stderr = process.stderr as NodeJS.WriteStream & { [quiet]?: true };
if (!stderr[quiet]) {
  const write = stderr.write.bind(stderr) as (...args: unknown[]) => boolean;
  const networkAnswer = /^(GET|POST|PUT|PATCH|DELETE) http:\/\/127\.0\.0\.1:\d+\/\S* \d{3} \([^)]*\)\n?$/;
  const cutOff =
    /^Error: (socket hang up|connect ECONNREFUSED \S+)\n[\s\S]*code: '(ECONNRESET|ECONNREFUSED)'[\s\S]*}\n?$/;
  stderr.write = ((chunk: unknown, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : String(chunk);
    if (networkAnswer.test(text) || cutOff.test(text)) return true;
    return write(chunk, ...rest);
  }) as typeof stderr.write;
  stderr[quiet] = true;
}
