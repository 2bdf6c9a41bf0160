// `npm run admin -- backup <file>` / `restore <file>` (decision 014): the
// embedded database, the uploaded files and the generated secrets of one
// DATA_DIR in one gzip file, restorable into a new, empty data folder. Stop the
// server first (PGlite is single-process). With DATABASE_URL, back the
// database up with pg_dump; with S3_BUCKET, the files live in the bucket.
//
// Format: gzip of "TALENT-BACKUP 1\n", then per entry one JSON line
// {"path","size"} and that many bytes: pglite.tar (PGlite's own dump of its
// data folder), secrets.json, files/<key>.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '../config/env.ts';
import { UsageError } from './cli.ts';

const MAGIC = 'TALENT-BACKUP 1\n';

export interface StandaloneContext {
  config: Config;
  positionals: string[];
  print: (line: string) => void;
}

async function* walk(dir: string, base = dir): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, base);
    else if (entry.isFile()) yield path.relative(base, full).split(path.sep).join('/');
  }
}

function refuseShared(config: Config) {
  if (config.DATABASE_URL) {
    throw new UsageError('DATABASE_URL is set: back PostgreSQL up with pg_dump and restore it with pg_restore.');
  }
}

export async function backup(context: StandaloneContext): Promise<{ files: number; bytes: number }> {
  const target = context.positionals[0];
  if (!target) throw new UsageError('Name the backup file.');
  refuseShared(context.config);
  const dataDir = path.resolve(context.config.DATA_DIR);
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!(await stat(pgliteDir).catch(() => null))) throw new UsageError(`No database in ${pgliteDir}.`);

  const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  let dump: Buffer;
  try {
    dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }

  const partial = `${target}.partial`;
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  const write = (chunk: Buffer | string) =>
    new Promise<void>((resolve, reject) => gzip.write(chunk, (error) => (error ? reject(error) : resolve())));
  const entry = async (name: string, data: Buffer) => {
    await write(`${JSON.stringify({ path: name, size: data.length })}\n`);
    await write(data);
  };
  let files = 0;
  await write(MAGIC);
  await entry('pglite.tar', dump);
  const secrets = await readFile(path.join(dataDir, 'secrets.json')).catch(() => null);
  if (secrets) await entry('secrets.json', secrets);
  if (!context.config.S3_BUCKET) {
    for await (const key of walk(path.join(dataDir, 'files'))) {
      await entry(`files/${key}`, await readFile(path.join(dataDir, 'files', key)));
      files += 1;
    }
  }
  gzip.end();
  await done;
  await rename(partial, target);
  const bytes = (await stat(target)).size;
  context.print(`Backed up the database and ${files} file(s) of ${dataDir} to ${target} (${bytes} bytes).`);
  if (context.config.S3_BUCKET)
    context.print(`Files are in the bucket ${context.config.S3_BUCKET}: not in this backup.`);
  return { files, bytes };
}

/** Reads the entries of a backup file one at a time (memory bounded by the largest entry). */
async function* readEntries(file: string): AsyncGenerator<{ path: string; data: Buffer }> {
  const pending: Buffer[] = [];
  let available = 0;
  const take = (n: number) => {
    const out = Buffer.allocUnsafe(n);
    let offset = 0;
    while (offset < n) {
      const chunk = pending[0]!;
      const count = Math.min(chunk.length, n - offset);
      chunk.copy(out, offset, 0, count);
      offset += count;
      if (count === chunk.length) pending.shift();
      else pending[0] = chunk.subarray(count);
    }
    available -= n;
    return out;
  };
  /** Where the next line ends, looking at most 4 KiB ahead (headers are short). */
  const lineLength = () => {
    let seen = 0;
    for (const chunk of pending) {
      const at = chunk.subarray(0, 4096 - seen).indexOf(0x0a);
      if (at >= 0) return seen + at + 1;
      seen += chunk.length;
      if (seen >= 4096) throw new UsageError('Not a backup file.');
    }
    return -1;
  };
  let header: { path: string; size: number } | null = null;
  let sawMagic = false;
  for await (const chunk of createReadStream(file).pipe(createGunzip())) {
    pending.push(chunk as Buffer);
    available += (chunk as Buffer).length;
    for (;;) {
      if (!sawMagic) {
        if (available < MAGIC.length) break;
        if (take(MAGIC.length).toString() !== MAGIC) throw new UsageError('Not a backup file.');
        sawMagic = true;
      }
      if (!header) {
        const length = lineLength();
        if (length < 0) break;
        header = JSON.parse(take(length).toString()) as { path: string; size: number };
      }
      if (available < header.size) break;
      yield { path: header.path, data: take(header.size) };
      header = null;
    }
  }
  if (!sawMagic || header || available) throw new UsageError('The backup file is incomplete.');
}

const SAFE_FILE = /^files\/[a-z0-9-]+(\/[a-z0-9-]+)*\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export async function restore(context: StandaloneContext): Promise<{ files: number }> {
  const source = context.positionals[0];
  if (!source) throw new UsageError('Name the backup file.');
  refuseShared(context.config);
  const dataDir = path.resolve(context.config.DATA_DIR);
  const pgliteDir = path.join(dataDir, 'pglite');
  if (await stat(pgliteDir).catch(() => null)) {
    throw new UsageError(`${pgliteDir} already holds a database: restore into a new, empty DATA_DIR.`);
  }
  await mkdir(dataDir, { recursive: true });
  let files = 0;
  let restoredDatabase = false;
  try {
    for await (const entry of readEntries(source)) {
      if (entry.path === 'pglite.tar') {
        const client = await PGlite.create(pgliteDir, {
          extensions: { pg_trgm },
          loadDataDir: new Blob([new Uint8Array(entry.data)]),
        });
        await client.query('select 1');
        await client.close();
        restoredDatabase = true;
      } else if (entry.path === 'secrets.json') {
        await writeFile(path.join(dataDir, 'secrets.json'), entry.data, { mode: 0o600 });
      } else if (SAFE_FILE.test(entry.path)) {
        const target = path.join(dataDir, entry.path);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, entry.data);
        files += 1;
      } else {
        throw new UsageError(`Unexpected entry '${entry.path}' in the backup.`);
      }
    }
    if (!restoredDatabase) throw new UsageError('The backup holds no database.');
  } catch (error) {
    // nothing half-restored is left behind to be mistaken for a good copy
    await rm(pgliteDir, { recursive: true, force: true });
    throw error;
  }
  context.print(`Restored the database and ${files} file(s) into ${dataDir}.`);
  return { files };
}

export const backupCommands = {
  backup: {
    usage: '<file>',
    summary: 'Write the embedded database, uploaded files and generated secrets of DATA_DIR to one file.',
    standalone: true as const,
    run: backup,
  },
  restore: {
    usage: '<file>',
    summary: 'Restore a backup into a new, empty DATA_DIR.',
    standalone: true as const,
    run: restore,
  },
};
