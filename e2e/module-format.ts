// Loaded with `--import` by the journeys' servers and operators' commands
// (`nodeArgs()` in e2e/harness.ts): the same modules, found sooner. Node's
// resolver reads the nearest package.json for every import it resolves, and
// with it parses that file's export map again; drizzle-orm's is 179 kB, and
// its hundreds of imports cost one to two CPU seconds of a five-to-six-second
// server start. Here an import between drizzle-orm's own `.js` files takes the
// URL Node would give it and the format Node gave the first of them, and each
// bare `drizzle-orm…` specifier is resolved by Node once per process
// (docs/decisions/013-test-harness.md).
import * as nodeModule from 'node:module';

const PACKAGE = 'drizzle-orm';
const FOLDER = `/node_modules/${PACKAGE}/`;

/** What Node resolved each bare specifier of the package to, imported from outside node_modules. */
const resolved = new Map<string, nodeModule.ResolveFnOutput>();
/** The format Node gave each copy of the package's files (they share their copy's one package.json), by its folder. */
const formats = new Map<string, string>();

/** The folder of the copy of the package that `url` is in. */
const copyOf = (url: string) => url.slice(0, url.lastIndexOf(FOLDER) + FOLDER.length);

/** Keeps the format Node gave the first `.js` file it resolved in a copy of the package. */
function learnFormat(found: nodeModule.ResolveFnOutput): nodeModule.ResolveFnOutput {
  if (found.url.includes(FOLDER) && found.url.endsWith('.js') && found.format && !formats.has(copyOf(found.url))) {
    formats.set(copyOf(found.url), found.format);
  }
  return found;
}

// registerHooks is Node 22.15 and later; an older Node resolves as it always does
nodeModule.registerHooks?.({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (parent?.includes(FOLDER) && parent.endsWith('.js') && specifier.startsWith('.') && specifier.endsWith('.js')) {
      const url = new URL(specifier, parent).href;
      const format = url.startsWith(copyOf(parent)) ? formats.get(copyOf(parent)) : undefined;
      if (format) return { url, format, shortCircuit: true };
      return learnFormat(nextResolve(specifier, context));
    }
    if ((specifier === PACKAGE || specifier.startsWith(`${PACKAGE}/`)) && !parent?.includes('/node_modules/')) {
      const key = `${specifier}\0${context.conditions.join()}`;
      let found = resolved.get(key);
      if (!found) {
        found = learnFormat(nextResolve(specifier, context));
        resolved.set(key, found);
      }
      return { ...found, shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
