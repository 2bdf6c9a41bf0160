import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The screens' chunks (file names), filled while the bundle is written. */
const screenChunks = new Set<string>();

/**
 * Writes route-assets.json: per route id, the styles and scripts of its screen's
 * chunk. The server links them in the HTML of a server-rendered page, so the
 * page paints styled before any script runs (decision 026); the router
 * preloads a screen's scripts from it on a navigation (app/router.tsx). The
 * route → screen record is app/screens.ts, read here rather than written twice.
 */
function routeAssets(): Plugin {
  const screensFile = path.join(here, 'src/app/screens.ts');
  return {
    name: 'route-assets',
    apply: (config) => !config.build?.ssr,
    generateBundle: {
      // before Vite writes the preload lists, which read screenChunks
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const collect = (fileName: string, seen: Set<string>) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) collect(imported, seen);
        };
        const routes: Record<string, { css: string[]; js: string[] }> = {};
        const source = readFileSync(screensFile, 'utf8');
        for (const [, id, specifier] of source.matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\)/gm)) {
          const chunk = byModule.get(path.resolve(path.dirname(screensFile), specifier!));
          if (!chunk) continue;
          const files = new Set<string>();
          collect(chunk.fileName, files);
          const css = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          routes[id!] = { css: [...new Set(css)], js: [...files] };
          screenChunks.add(chunk.fileName);
        }
        this.emitFile({ type: 'asset', fileName: 'route-assets.json', source: JSON.stringify(routes) });
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), routeAssets()],
  // The builds use the part of React Router the app needs (decision 040); the
  // type checker and the tests read React Router itself.
  resolve: command === 'build' ? { alias: { 'react-router': path.join(here, 'src/lib/router-lite.tsx') } } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    // A dynamic import carries the list of scripts to preload with it. For the
    // screens the router preloads them from route-assets.json instead, so every
    // page does not download the lists of every screen (decision 026). No
    // polyfill: the browsers the build targets preload modules themselves, and
    // one that does not still loads them when imported (decision 052).
    // a screen's files are preloaded from route-assets.json, and the signed-in and
    // workspace loaders' queries follow their chunk: neither needs a list of
    // file names in the entry that every public page downloads (decision 052)
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) =>
        screenChunks.has(file) || /(signed-in|workspace)\.loaders-/.test(file) ? [] : deps,
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Every page runs what the entry imports: one file rather than a dozen
                // small ones shared with lazy chunks, each with its own gzip overhead
                // and import glue (decision 026, first-visit budget).
                { name: 'index', tags: ['$initial'] },
                // The public pages' shared modules, a chunk per set of pages that use
                // them together (decision 052). A group takes its modules'
                // dependencies with it, so the modules several groups share come
                // first, each alone, and the forms' group takes none.
                { name: 'page-head', test: /components[\\/]ui[\\/]page-head|contracts[\\/]src[\\/](seo|search-head)/ },
                { name: 'rich-html', test: /lib[\\/]rich-html/ },
                { name: 'useMutation', test: /useMutation|mutationObserver/ },
                { name: 'not-found-page', test: /components[\\/]ui[\\/]not-found-page/ },
                {
                  name: 'job-cards',
                  test: /features[\\/]jobs[\\/](job-format|components[\\/]job-card|api[\\/]job-queries|components[\\/]save-job-button|api[\\/]use-save-job|auth-prompt|recently-viewed)|contracts[\\/]src[\\/](job-query|endpoints[\\/]jobs)|lib[\\/]light-mutation/,
                },
                {
                  name: 'job-lists',
                  test: /features[\\/]jobs[\\/](components[\\/]create-alert-button|api[\\/]job-mutations)/,
                },
                {
                  name: 'public-forms',
                  test: /components[\\/]ui[\\/]form-fields|features[\\/]content[\\/]components[\\/](honeypot|use-public-form)/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'content-pages',
                  test: /features[\\/]content[\\/](api[\\/]content-queries|content\.module|components[\\/](content-page|rich-content))|contracts[\\/]src[\\/](content-constants|json-ld|endpoints[\\/]content)/,
                },
              ],
            },
          },
        },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/v1': 'http://127.0.0.1:8080' },
  },
}));
