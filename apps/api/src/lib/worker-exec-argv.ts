// The flags a worker thread of ours starts with (decisions 007 and 055).

const LOADER_FLAG = /^(--import|--require|-r|--loader|--experimental-loader)(?:=(.*))?$/;

/**
 * The worker's flags: the parent's without a TypeScript loader such as tsx
 * when Node strips types itself. The worker's files are written for type
 * stripping, and a loader inherited from the parent would transpile pdf.js
 * (3 MB of JavaScript) again in every new worker: seconds of start-up in
 * which the first visitor waits (decision 007, warm start); the search
 * index's thread likewise (decision 055). undefined keeps
 * Node's default, the parent's flags.
 */
export function workerExecArgv(
  execArgv: readonly string[] = process.execArgv,
  stripsTypes: boolean = Boolean(process.features.typescript),
): string[] | undefined {
  if (!stripsTypes) return undefined;
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const flag = LOADER_FLAG.exec(execArgv[i]!);
    const value = flag ? (flag[2] ?? execArgv[i + 1] ?? '') : '';
    if (flag && /^tsx(?:\/|$)|[\\/]tsx[\\/]/.test(value)) {
      if (flag[2] === undefined) i++;
      continue;
    }
    kept.push(execArgv[i]!);
  }
  return kept.length === execArgv.length ? undefined : kept;
}
