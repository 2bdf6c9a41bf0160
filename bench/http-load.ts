// Closed-loop HTTP load for the benchmarks: CONNECTIONS keep-alive sockets,
// each sending its next request when the last answer has been read, for a
// bounded time. node:http with its own agent costs the generator less CPU
// than fetch, which matters when it shares two cores with the server.
import http from 'node:http';
import { percentile } from './stats.ts';

export interface LoadRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** What the figure is reported under (one run can mix several). */
  kind?: string;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** Latencies per kind, when the requests name one. */
  kinds: Record<string, { n: number; p50: number; p99: number }>;
}

/** One request on the agent's sockets; resolves with the status once the body is read. */
function send(agent: http.Agent, base: URL, request: LoadRequest): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: request.path,
        method: request.method ?? 'GET',
        headers: request.headers,
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * `next(i)` names the request a connection sends next (i counts all requests).
 * A warm-up of `warmupSeconds` runs first and is not counted.
 */
export async function runLoad(options: {
  baseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds?: number;
  next: (i: number) => LoadRequest;
  /** Status codes that count as answered (default: 200). */
  ok?: (status: number) => boolean;
}): Promise<LoadResult> {
  const base = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const ok = options.ok ?? ((status: number) => status === 200);
  let counter = 0;
  const phase = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    const byKind = new Map<string, number[]>();
    let failures = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < deadline) {
          const request = options.next(counter++);
          const begun = performance.now();
          const status = await send(agent, base, request);
          const took = performance.now() - begun;
          if (!record) continue;
          latencies.push(took);
          if (request.kind) {
            const list = byKind.get(request.kind) ?? [];
            list.push(took);
            byKind.set(request.kind, list);
          }
          if (!ok(status)) failures += 1;
        }
      }),
    );
    return { latencies, byKind, failures, seconds: (performance.now() - started) / 1000 };
  };
  try {
    if (options.warmupSeconds) await phase(options.warmupSeconds, false);
    const { latencies, byKind, failures, seconds } = await phase(options.seconds, true);
    latencies.sort((a, b) => a - b);
    const kinds: LoadResult['kinds'] = {};
    for (const [kind, list] of byKind) {
      list.sort((a, b) => a - b);
      kinds[kind] = { n: list.length, p50: percentile(list, 50), p99: percentile(list, 99) };
    }
    return {
      requests: latencies.length,
      seconds,
      rps: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      failures,
      kinds,
    };
  } finally {
    agent.destroy();
  }
}
