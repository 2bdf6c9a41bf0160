// The two storages behave alike (decision 014): the local folder and
// S3-compatible object storage, the latter against s3rver, an S3-compatible
// server run locally from the npm registry. Then the profile's signed links
// and deletions through the whole app on S3.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createTestApp, type TestContext } from '../../test/helpers.ts';
import { makePdf, multipart } from '../modules/candidates/files.test-support.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type Storage } from './storage.ts';

const BUCKET = 'talent-files';
let server: S3rver;
let endpoint: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'talent-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const s3Options = () => ({
  bucket: BUCKET,
  endpoint,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});

describe.each([
  ['local folder', () => createLocalStorage(path.join(dir, 'local'))],
  ['S3-compatible', () => createS3Storage(s3Options())],
])('%s storage', (_, make: () => Storage) => {
  it('stores, reads, deletes, and deletes a whole prefix', async () => {
    const storage = make();
    const data = Buffer.from('%PDF-1.4 hello');
    const key = await storage.put('candidates/7/resume', data, '.PDF');
    expect(key).toMatch(/^candidates\/7\/resume\/[0-9a-f-]{36}\.pdf$/);
    expect((await storage.get(key))?.equals(data)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);

    const kept = await storage.put('candidates/8/resume', data, 'pdf');
    const gone = await Promise.all([
      storage.put('candidates/9/resume', data, 'pdf'),
      storage.put('candidates/9/profile-image', data, 'png'),
    ]);
    await storage.deletePrefix('candidates/9');
    for (const key of gone) expect(await storage.get(key)).toBeNull();
    expect(await storage.get(kept)).not.toBeNull();
  });

  it('refuses keys and prefixes it did not make', async () => {
    const storage = make();
    await expect(storage.get('../secrets.json')).resolves.toBeNull();
    await expect(storage.delete('candidates/../../x')).rejects.toThrow(/invalid storage key/);
    await expect(storage.deletePrefix('')).rejects.toThrow(/invalid storage prefix/);
  });
});

describe('the profile on S3-compatible storage', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
  });
  afterAll(async () => ctx?.close());

  const objects = async (prefix: string) => {
    const client = createS3Storage(s3Options()).client;
    const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    return (page.Contents ?? []).map((object) => object.Key);
  };

  it('serves an upload through its signed link and removes replaced and deleted files from the bucket', async () => {
    const who = await createCandidate(ctx);
    const upload = async (text: string) => {
      const { payload, headers } = multipart([{ name: 'resume', filename: 'cv.pdf', content: await makePdf(text) }]);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/v2/users/candidate/document/',
        headers: { ...who.auth, ...headers },
        payload,
      });
    };
    const first = await upload('First resume');
    expect(first.statusCode).toBe(200);
    const prefix = `candidates/${who.candidateId}/`;
    expect(await objects(prefix)).toHaveLength(1);
    const file = await ctx.app.inject({ method: 'GET', url: first.json().resume_link });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const tampered = first.json().resume_link.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);

    const second = await upload('Second resume');
    expect(second.statusCode).toBe(200);
    const keys = await objects(prefix);
    expect(keys).toHaveLength(1);
    expect(first.json().resume_link).not.toContain(encodeURIComponent(keys[0]!));
    expect((await ctx.app.inject({ method: 'GET', url: first.json().resume_link })).statusCode).toBe(404);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v2/users/candidate/document/',
      headers: who.auth,
      payload: { field: 'resume' },
    });
    expect(removed.statusCode).toBe(200);
    expect(await objects(prefix)).toEqual([]);
  });
});
