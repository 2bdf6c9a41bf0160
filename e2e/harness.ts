// Starts the real built server on a free port with a fresh data folder, and a
// headless Debian Chromium driven by playwright-core. A journey file calls
// useJourney() once: a server and a browser for its tests, shared with the
// other files of its worker where their settings allow (decision 013).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { testHashProfileAllowed } from '../apps/api/src/config/env.ts';
import { unpackPgliteTemplate } from '../apps/api/test/database-template.ts';
import { signInBrowser } from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder a journey's server starts on a copy of (`seededDataFolder`). */
    seededDataDir: string;
    /** Where each worker lists the server it shares between journey files (`sharedServer`). */
    sharedServersDir: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  logs: string[];
  /** Stops the server, runs `between` (e.g. an admin command on the same data), starts it again on the same port. */
  restart(between?: (env: NodeJS.ProcessEnv) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

const MODULE_FORMAT = pathToFileURL(path.join(root, 'e2e/module-format.ts')).href;

/**
 * The arguments that run one of the server's TypeScript entry points: with
 * Node's own type stripping where this Node has it (the code is erasable
 * syntax only, `erasableSyntaxOnly` in tsconfig.base.json), which starts a
 * process about a second of CPU sooner than the tsx loader; else through tsx.
 * Either way the resolver hook of e2e/module-format.ts spares the process
 * one to two CPU seconds of re-reading one package's export map
 * (docs/decisions/013-test-harness.md).
 */
export function nodeArgs(entry: string, ...args: string[]): string[] {
  return [...(process.features.typescript ? [] : ['--import', 'tsx']), '--import', MODULE_FORMAT, entry, ...args];
}

/** Spawns the server and waits until it answers ready; its output goes to `logs`. */
async function launchServer(env: NodeJS.ProcessEnv, logs: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, nodeArgs('apps/api/src/server.ts'), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const response = await fetch(`http://127.0.0.1:${env.PORT}/api/health/ready/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${logs.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return child;
}

/** Stops the server as the operator does (SIGTERM) and waits for it to exit. */
async function stopServer(child: ChildProcess) {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/** The environment a journey's server runs in: the test defaults, then `env`. */
function serverEnv(port: number, dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    APP_ENV: 'TEST',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    // journeys sign up many candidates from loopback; the limit has its own API test
    SIGNUP_LIMIT_PER_ADDRESS: '100000',
    // every journey's server compiles the same modules: Node keeps what it
    // compiled for the next start, which is then about a second of CPU cheaper
    NODE_COMPILE_CACHE: path.join(tmpdir(), 'talent-e2e-compile-cache'),
    // the journeys hash new passwords with the cheap test profile unless the run names one; a production-like
    // server keeps the product's, and so does a benchmark's server (decision 013)
    ...(!testHashProfileAllowed({ NODE_ENV: 'test', APP_ENV: 'TEST', ...env })
      ? { PASSWORD_HASH_PROFILE: 'owasp' }
      : process.env.VITEST
        ? { PASSWORD_HASH_PROFILE: process.env.PASSWORD_HASH_PROFILE ?? 'test' }
        : {}),
    ...env,
  };
}

/**
 * Settings that change what the demo seed writes (its links, signatures, files
 * or accounts): a server started with any of them seeds its own data folder
 * instead of starting from the seeded one (docs/decisions/051-seeded-journey-data.md).
 */
const SEED_SETTINGS = ['NODE_ENV', 'APP_ENV', 'PUBLIC_URL', 'FILE_SIGNING_SECRET', 'SEED_DEMO_DATA', 'S3_BUCKET'];

/**
 * A data folder as the server leaves it after its first start on the migrated
 * template (the demo data seeded), built once per run by e2e/global-setup.ts;
 * each journey's server starts on a copy instead of seeding its own. Returns
 * the folder; the caller removes it.
 */
export async function seededDataFolder(pgliteTemplate: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talent-e2e-seeded-'));
  await unpackPgliteTemplate(pgliteTemplate, path.join(dataDir, 'pglite'));
  const logs: string[] = [];
  const server = await launchServer(serverEnv(await freePort(), dataDir, {}), logs);
  await stopServer(server);
  if (server.exitCode !== 0) throw new Error(`the seeding server did not stop cleanly:\n${logs.join('')}`);
  // the address a server listened on is written by each server that starts on a copy
  await rm(path.join(dataDir, 'server-address'), { force: true });
  return dataDir;
}

/**
 * Starts the server on a fresh data folder, or on `env.DATA_DIR` when given:
 * that folder is the caller's to remove, and a later server may start on it
 * again with what the first one left. A folder without a database starts as
 * the run's seeded folder (`seededDataFolder`), unless `env` changes what the
 * seed writes or `options.fresh` asks the server to migrate and seed it
 * itself from the migrated template. `options.before` runs on the data folder
 * before the server's first start (an operators' command), as `restart`'s
 * `between` would run after a start and stop: the server then starts as a
 * restart does, and without the start and stop before it.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { fresh?: boolean; before?: (env: NodeJS.ProcessEnv) => Promise<void> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR || (await mkdtemp(path.join(tmpdir(), 'talent-e2e-')));
  const logs: string[] = [];
  const processEnv = serverEnv(port, dataDir, env);
  // outside a vitest run (the benchmarks) there is neither: the server migrates and seeds itself
  const template = process.env.VITEST ? inject('pgliteTemplate') : undefined;
  const seeded = process.env.VITEST ? inject('seededDataDir') : undefined;
  const pgliteDir = path.join(dataDir, 'pglite');
  let firstEnv = processEnv;
  if (!env.DATABASE_URL && !existsSync(pgliteDir)) {
    if (seeded && !options.fresh && !SEED_SETTINGS.some((key) => key in env)) {
      await cp(seeded, dataDir, { recursive: true });
      // seeded already, as this start would have: later restarts seed as they always do
      firstEnv = { ...processEnv, SEED_DEMO_DATA: 'false' };
    } else if (template) {
      // the embedded database starts migrated: no initdb, no migrations to run
      await unpackPgliteTemplate(template, pgliteDir);
    }
  }
  if (options.before) {
    // a command prints links from the address the server recorded, else from
    // HOST and PORT, which are the server's here; the first start then seeds
    // as a restart's does
    await options.before({ ...processEnv });
    firstEnv = processEnv;
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    baseUrl,
    dataDir,
    process: await launchServer(firstEnv, logs),
    logs,
    async restart(between) {
      await stopServer(server.process);
      if (between) await between({ ...processEnv });
      server.process = await launchServer(processEnv, logs);
    },
    async stop() {
      await stopServer(server.process);
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * The operators' command line against a journey's data folder (`npm run admin -- …`).
 * With the embedded database the server must be stopped: call it inside `server.restart`.
 */
export function runAdmin(env: NodeJS.ProcessEnv, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs('apps/api/src/admin/cli.ts', ...args), {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`admin ${args[0]} failed (${code}):\n${output}`)),
    );
  });
}

/**
 * The Chromium of this worker process, launched by the first journey file that
 * asks and shared by the files that run after it in the same worker (they run
 * one at a time: `isolate: false` in the e2e project). Each caller gets a
 * handle whose `close()` closes only the contexts it opened, so a file still
 * leaves nothing behind; contexts share no cookies, storage or cache
 * (docs/decisions/013-test-harness.md). Playwright ends the browser when the
 * worker exits.
 */
export async function sharedBrowser(): Promise<Browser> {
  const shared = workerShared();
  shared.browser ??= launchBrowser();
  const browser = await shared.browser.catch((error: unknown) => {
    shared.browser = undefined;
    throw error;
  });
  return borrowedBrowser(browser);
}

/**
 * Context methods whose effect a reset cannot undo: a context on which a test
 * called one of them is closed for real when the test closes it, never reused.
 */
const LASTING = new Set([
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'unroute',
  'unrouteAll',
  'grantPermissions',
  'clearPermissions',
  'tracing',
  'request',
  'newCDPSession',
]);

/** The page a reused context keeps open between its tests (an answer of the server's, no script). */
const KEEPER_PATH = '/api/health/ready/';

interface Reusable {
  context: BrowserContext;
  /** Open on the server's site while the context waits: its renderer stays up for the next test. */
  keeper: Page;
  /** Every origin the context's pages asked something of: their storage is cleared on reset. */
  origins: Set<string>;
}

/** The idle contexts of one browser, by their options (`optionsKey`), kept between the files of a worker. */
const pools = new WeakMap<Browser, Map<string, Reusable[]>>();

/** The same key for the same options, whatever order their fields were written in. */
function optionsKey(options: object): string {
  return JSON.stringify(options, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/**
 * `browser` as one file's: its `close()` closes the contexts opened through it, not the browser.
 *
 * A context a test closes is reset and handed to the next `newContext` with
 * the same options instead of being closed: its pages closed, its cookies,
 * storage (local, session, IndexedDB, caches, service workers) and HTTP cache
 * cleared, the listeners the test added removed, so the next test finds it as
 * a new one is: no page, no cookie, nothing stored. One page stays open on the
 * server's site (`KEEPER_PATH`, which runs no script) and, with Chromium's
 * `--process-per-site`, the next test's pages load in its renderer, whose
 * compiled scripts are kept: a new context starts a renderer and compiles the
 * client again, about three times the CPU of loading it in a kept one
 * (docs/decisions/013-test-harness.md). A context on which a test did what a
 * reset cannot undo (`LASTING`) is closed for real. Contexts on the worker's
 * shared server (`sharedServer`) wait for the next file of the worker as
 * well; the others are closed after the file's last test.
 */
function borrowedBrowser(browser: Browser): Browser {
  let pool = pools.get(browser);
  if (!pool) pools.set(browser, (pool = new Map()));
  const idle = pool;
  /** The contexts this file holds: handed out and not yet given back. */
  const contexts = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    contexts.add(context);
    context.once('close', () => {
      contexts.delete(context);
      for (const list of idle.values()) {
        const at = list.findIndex((entry) => entry.context === context);
        if (at >= 0) list.splice(at, 1);
      }
    });
    return context;
  };
  const handOut = (reusable: Reusable | undefined, context: BrowserContext, key: string): BrowserContext => {
    contexts.add(context);
    let lasting = false;
    let closed = false;
    const listeners: [string, (...args: unknown[]) => void][] = [];
    const origins = reusable?.origins ?? new Set<string>();
    const noteOrigin = (request: { url(): string }) => {
      const { protocol, origin } = new URL(request.url());
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    };
    context.on('request', noteOrigin);
    const keeperOf = () => reusable?.keeper;
    const reset = async () => {
      context.off('request', noteOrigin);
      for (const [event, listener] of listeners) context.off(event as 'page', listener);
      const baseURL = JSON.parse(key).baseURL as string;
      let keeper = keeperOf();
      if (!keeper || keeper.isClosed()) {
        keeper = await context.newPage();
        await keeper.goto(new URL(KEEPER_PATH, baseURL).href);
      }
      await Promise.all(context.pages().map((page) => (page === keeper ? undefined : page.close())));
      await context.clearCookies();
      const session = await context.newCDPSession(keeper);
      for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await session.send('Network.clearBrowserCache');
      await session.detach();
      contexts.delete(context);
      const list = idle.get(key) ?? [];
      list.push({ context, keeper, origins });
      idle.set(key, list);
    };
    const handle: BrowserContext = new Proxy(context, {
      get(target, name) {
        if (name === 'close') {
          return async (...args: Parameters<BrowserContext['close']>) => {
            if (closed) return;
            closed = true;
            if (lasting || !contexts.has(target)) {
              contexts.delete(target);
              return target.close(...args);
            }
            try {
              await reset();
            } catch {
              await target.close();
            }
          };
        }
        if (name === 'pages') return () => target.pages().filter((page) => page !== keeperOf());
        if (name === 'on' || name === 'once' || name === 'addListener') {
          return (event: string, listener: (...args: unknown[]) => void) => {
            listeners.push([event, listener]);
            (target[name] as (e: string, l: (...args: unknown[]) => void) => void)(event, listener);
            return handle;
          };
        }
        if (typeof name === 'string' && LASTING.has(name)) lasting = true;
        const value: unknown = Reflect.get(target, name, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return handle;
  };
  const own = {
    newContext: async (...args: Parameters<Browser['newContext']>) => {
      const options = args[0];
      // reused only where the keeper page has a server to open: contexts with a base address
      if (!options?.baseURL) return track(await browser.newContext(...args));
      const key = optionsKey(options);
      const reusable = idle.get(key)?.pop();
      if (reusable) return handOut(reusable, reusable.context, key);
      return handOut(undefined, track(await browser.newContext(...args)), key);
    },
    newPage: async (...args: Parameters<Browser['newPage']>) => {
      const page = await browser.newPage(...args);
      track(page.context());
      return page;
    },
    contexts: () => [...contexts],
    close: async () => {
      // what waits on a server that stops with this file will not be asked for again
      const kept = workerShared().sharedBaseUrl;
      const ending = [...contexts];
      for (const [key, list] of idle) {
        if (JSON.parse(key).baseURL === kept) continue;
        idle.delete(key);
        ending.push(...list.map((entry) => entry.context));
      }
      await Promise.all(ending.map((context) => context.close()));
    },
  };
  return new Proxy(browser, {
    get(target, key) {
      if (Object.hasOwn(own, key)) return own[key as keyof typeof own];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** What the journey files of one worker process share: its browser and its server. */
interface WorkerShared {
  browser?: Promise<Browser> | undefined;
  server?: Promise<RunningServer> | undefined;
  /** The shared server's address once it is up: idle contexts on it are kept between files. */
  sharedBaseUrl?: string | undefined;
}

function workerShared(): WorkerShared {
  const key = Symbol.for('talent-e2e-worker-shared');
  const holder = globalThis as { [key]?: WorkerShared };
  return (holder[key] ??= {});
}

/**
 * The server of this worker process for journey files that need no settings of
 * their own (`useJourney()` without `env`): started on a copy of the seeded
 * folder by the first such file, and used by the files that run after it in
 * the same worker, one file at a time. Each file signs up its own candidates,
 * so what one file creates is never what another counts. The server is stopped
 * when the worker exits, and by the run's global teardown if the worker could
 * not (its process id is listed in `sharedServersDir`).
 */
async function sharedServer(): Promise<RunningServer> {
  const shared = workerShared();
  if (!shared.server) {
    shared.server = startServer();
    const server = await shared.server.catch((error: unknown) => {
      shared.server = undefined;
      throw error;
    });
    shared.sharedBaseUrl = server.baseUrl;
    const listed = path.join(inject('sharedServersDir'), String(process.pid));
    const list = () => writeFileSync(listed, `${server.process.pid}\n${server.dataDir}\n`);
    list();
    const restart = server.restart.bind(server);
    server.restart = async (between) => {
      await restart(between);
      list();
    };
    process.once('exit', () => {
      server.process.kill('SIGKILL');
      rmSync(server.dataDir, { recursive: true, force: true });
      rmSync(listed, { force: true });
    });
  }
  return shared.server;
}

/**
 * Stops what `sharedServer` listed in `dir` and whose worker left it running,
 * and removes their data folders (e2e/global-setup.ts, at the end of the run).
 */
export async function stopSharedServers(dir: string) {
  for (const entry of await readdir(dir)) {
    const [pid, dataDir] = (await readFile(path.join(dir, entry), 'utf8')).split('\n');
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // already gone
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
  await rm(dir, { recursive: true, force: true });
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // pages of one site in one context share a renderer: a reused context's
      // next page loads in the one its kept page holds (borrowedBrowser)
      '--process-per-site',
    ],
  });
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors, for assertions. */
  errors: string[];
}

/**
 * A server-rendered public page shows its fields and buttons before they work:
 * after each goto or reload, wait for the hydration mark, as a person waits for
 * a page to finish loading (typing earlier would be lost to hydration, and what
 * the page decides after hydration, such as the consent banner, not yet seen).
 */
export function waitsForHydration(page: Page): Page {
  const hydrated = async (waitUntil: string | undefined, url: string) => {
    // a test that asks for an early moment (scripts held back or blocked) gets it
    if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return;
    await page
      .waitForFunction(
        () => !document.getElementById('ssr-state') || document.documentElement.dataset.hydrated === 'true',
      )
      .catch(() => process.stderr.write(`page never hydrated: ${url}\n`));
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await hydrated(gotoOptions?.waitUntil, String(url));
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions);
    await hydrated(reloadOptions?.waitUntil, page.url());
    return response;
  };
  return page;
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  const page = waitsForHydration(await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/** Page errors other than the browser's own note about an expected 4xx answer. */
export const unexpectedErrors = (tracked: TrackedPage) =>
  tracked.errors.filter((error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error));

export interface Journey {
  /** The running server (started before the file's first test). */
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly baseUrl: string;
  /** A new browser context and page on the server, its errors tracked. */
  openPage(options?: { viewport?: { width: number; height: number } }): Promise<TrackedPage>;
  /** A new page already signed in with the candidate's tokens (put in the cookies as the client stores them). */
  signedInPage(
    tokens: { token: string; refresh: string },
    options?: { viewport?: { width: number; height: number } },
  ): Promise<TrackedPage>;
}

/**
 * A real server and a headless Chromium for the journeys of a test file. The
 * browser is the worker's (`sharedBrowser`): the file's contexts are closed
 * after its last test. Without `env` the server is the worker's too
 * (`sharedServer`); a file with settings of its own gets its own server,
 * started before its first test and stopped after its last. Call it once, at
 * the top of the file.
 */
export function useJourney(options: { env?: Record<string, string> } = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  // a file with settings of its own gets a server of its own
  const ownServer = Boolean(options.env);
  beforeAll(async () => {
    const started = await Promise.allSettled([
      (ownServer ? startServer(options.env) : sharedServer()).then((s) => (server = s)),
      sharedBrowser().then((b) => (browser = b)),
    ]);
    // whichever did start is stopped by afterAll
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  });
  afterAll(async () => {
    await browser?.close();
    if (ownServer) await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`the ${what} is not started: use the journey inside a test or hook`);
    return value;
  };
  const journey: Journey = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get baseUrl() {
      return journey.server.baseUrl;
    },
    openPage: (pageOptions) => openPage(journey.browser, journey.baseUrl, pageOptions),
    async signedInPage(tokens, pageOptions) {
      const tracked = await openPage(journey.browser, journey.baseUrl, pageOptions);
      await signInBrowser(tracked.context, journey.baseUrl, tokens);
      return tracked;
    },
  };
  return journey;
}

/** The two screen sizes every screen is checked at: a phone and a laptop. */
export const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** Runs `check` with the page resized to each of SCREEN_SIZES in turn, then puts the viewport back. */
export async function atScreenSizes(page: Page, check: (size: (typeof SCREEN_SIZES)[number]) => Promise<void>) {
  const before = page.viewportSize();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    // let layout and lazy images settle at the new width
    await page.waitForLoadState('networkidle');
    await check(size);
  }
  if (before) await page.setViewportSize(before);
}

const cdpSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * A PNG of the page (all of it with `fullPage`, else what the viewport shows)
 * written to `file`: what `page.screenshot` takes, after the same wait for the
 * page's fonts and over the same area, but encoded by Chromium for speed
 * rather than size (`optimizeForSpeed`, which Playwright does not pass): the
 * same pixels, a file about a quarter larger, about 40 % less of the
 * browser's CPU for a full page (docs/decisions/013-test-harness.md).
 */
export async function saveScreenshot(page: Page, file: string, options: { fullPage?: boolean } = {}) {
  let session = cdpSessions.get(page);
  if (!session) cdpSessions.set(page, (session = page.context().newCDPSession(page)));
  const area = await page.evaluate(async (fullPage) => {
    await document.fonts.ready;
    const { body, documentElement: root } = document;
    if (!fullPage) return { x: window.scrollX, y: window.scrollY, width: innerWidth, height: innerHeight };
    return {
      x: 0,
      y: 0,
      width: Math.max(body.scrollWidth, root.scrollWidth, body.offsetWidth, root.offsetWidth, root.clientWidth),
      height: Math.max(body.scrollHeight, root.scrollHeight, body.offsetHeight, root.offsetHeight, root.clientHeight),
    };
  }, Boolean(options.fullPage));
  const { data } = await (
    await session
  ).send('Page.captureScreenshot', {
    format: 'png',
    clip: { ...area, scale: 1 },
    captureBeyondViewport: Boolean(options.fullPage),
    optimizeForSpeed: true,
  });
  await writeFile(file, Buffer.from(data, 'base64'));
}

/**
 * Full-page screenshots of the current page at each of SCREEN_SIZES, as
 * `<name>-<width>x<height>.png` in SCREENSHOT_DIR (default: a folder under the
 * system's temporary directory, never the repository). Returns the files.
 */
export async function screenshots(page: Page, name: string): Promise<string[]> {
  const dir = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'talent-screenshots');
  await mkdir(dir, { recursive: true });
  const files: string[] = [];
  await atScreenSizes(page, async (size) => {
    const file = path.join(dir, `${name}-${size.width}x${size.height}.png`);
    await saveScreenshot(page, file, { fullPage: true });
    files.push(file);
  });
  return files;
}

/** Waits for a toast (or any element) showing exactly this text. */
export async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}
