// The real server as a child process on 127.0.0.1 for the load and crash
// benchmarks: a fixed port of the bench range, its own data folder, stopped
// gracefully or killed with SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** BENCH_SERVER_ROOT: another checkout's server (its own build), to compare a change before and after in one run. */
const root = process.env.BENCH_SERVER_ROOT
  ? path.resolve(process.env.BENCH_SERVER_ROOT)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer {
  baseUrl: string;
  child: ChildProcess;
  logs: string[];
  stop(): Promise<void>;
  kill9(): Promise<void>;
}

export async function startBenchServer(port: number, env: Record<string, string>): Promise<BenchServer> {
  const logs: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      APP_ENV: 'TEST',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health/ready/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${logs.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    baseUrl,
    child,
    logs,
    async stop() {
      const done = exited();
      child.kill('SIGTERM');
      await done;
    },
    async kill9() {
      const done = exited();
      child.kill('SIGKILL');
      await done;
    },
  };
}
