// Writes .br and .gz next to every built text asset, so the server sends
// compressed files without compressing on each request (@fastify/static
// preCompressed).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
for await (const file of files(dist)) {
  const data = await readFile(file);
  if (data.length < 1024) continue;
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.info(`precompressed ${count} files`);
