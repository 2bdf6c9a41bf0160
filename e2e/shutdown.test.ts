// Graceful shutdown: SIGTERM lets a request already in flight finish, then the
// process exits cleanly and accepts nothing new.
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness.ts';

let server: RunningServer | undefined;
afterAll(async () => server?.stop());

describe('graceful shutdown', () => {
  it('finishes the request in flight on SIGTERM and exits with 0', async () => {
    server = await startServer();
    const { port } = new URL(server.baseUrl);
    const body = JSON.stringify({ email: 'someone@example.com', password: 'Wrong@1234' });
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // headers and half of the body: the request is now in flight
    socket.write(
      `POST /api/health/echo-shutdown/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = new Promise<number | null>((resolve) => server!.process.once('exit', (code) => resolve(code)));
    server.process.kill('SIGTERM');
    // a new connection is refused while the old request is still open (the signal
    // reaches a busy machine's server in its own time: asked again until then)
    const probe = () =>
      new Promise<boolean>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1');
        socket.once('error', () => resolve(true));
        socket.once('connect', () => {
          socket.destroy();
          resolve(false);
        });
      });
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      refused = await probe();
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refused).toBe(true);
    expect(server.process.exitCode).toBeNull();
    socket.end(body.slice(10));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 404 /);
    expect(response).toContain('"detail":"Not found."');
    expect(await exited).toBe(0);
  });
});
