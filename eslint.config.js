// Lint rules. The client's import zones (decision 012): lib → components →
// features → app/routes; features never import each other (a route module in
// app/routes composes them), nothing imports upward, and no import cycles.
// The hiring workspace (decision 017) is a second app area, hire/, with the
// same layers inside it (hire/app → hire/features → hire/api and
// hire/components → the shared lib and components): candidate features and
// hiring features never import each other. Features are read from the
// folders, so a new one is covered the day it lands.
// The server's layers (decision 011): routes → services → repos → db, with
// lib and db below every module; the seeds (seeds/) and the operators'
// command line (admin/) sit above the modules and build their data through
// the services. Nothing below imports what stands above it, and SQL stays in
// repos: a service reads and writes through its repo.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = './apps/web/src';
const featuresOf = (folder) =>
  readdirSync(new URL(`./apps/web/src/${folder}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = featuresOf('features');
const HIRE_FEATURES = featuresOf('hire/features');

const zones = [
  {
    target: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/styles`],
    from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/hire`],
    message: 'lib and components are shared by every feature: they must not depend on features or app.',
  },
  {
    target: `${WEB}/lib`,
    from: `${WEB}/components`,
    except: ['./ui/toast.tsx'],
    message: 'lib sits below the ui kit.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'features must not depend on the app layer.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/hire`,
    message: 'candidate features and the hiring workspace (hire/) never import each other.',
  },
  {
    target: `${WEB}/hire`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message:
      'the hiring workspace (hire/) is its own app area: it uses the shared lib and components, never candidate features or the candidate app.',
  },
  {
    target: `${WEB}/app`,
    from: [`${WEB}/hire/features`, `${WEB}/hire/api`, `${WEB}/hire/components`],
    message: 'the candidate app loads the hiring workspace only through its router (hire/app), as one lazy chunk.',
  },
  {
    target: [`${WEB}/hire/features`, `${WEB}/hire/api`, `${WEB}/hire/components`],
    from: `${WEB}/hire/app`,
    message: "hiring features must not depend on the workspace's app layer.",
  },
  {
    target: [`${WEB}/hire/api`, `${WEB}/hire/components`],
    from: `${WEB}/hire/features`,
    message: "the workspace's shared api and components are below its features.",
  },
  ...HIRE_FEATURES.map((feature) => ({
    target: `${WEB}/hire/features/${feature}`,
    from: `${WEB}/hire/features`,
    except: [`./${feature}`],
    message:
      'hiring features do not import each other: compose them in hire/app or move what both need to hire/api or hire/components.',
  })),
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'features do not import each other: compose them in a route module (app/routes) or pass what is needed in.',
  })),
];

const API = './apps/api/src';
const apiZones = [
  {
    target: [`${API}/db`, `${API}/lib`],
    from: [
      `${API}/modules`,
      `${API}/seeds`,
      `${API}/admin`,
      `${API}/plugins`,
      `${API}/app.ts`,
      `${API}/composition.ts`,
    ],
    message: 'db and lib sit below the modules: pass what they need in, never import upward.',
  },
  {
    target: `${API}/modules`,
    from: [`${API}/seeds`, `${API}/admin`, `${API}/app.ts`, `${API}/composition.ts`],
    message: 'Modules never import the seeds, the command line or the composition root above them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/test/resume-corpus/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type A }` keeps an import of the module for its side effects
      // (verbatimModuleSyntax): a type-only import must be `import type`, or a
      // module full of zod schemas lands in the first page load
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // the client takes the endpoint table's schema half as a type only, so no zod reaches a page (decision 010)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@talent/contracts/endpoints/*.schemas'],
              allowTypeImports: true,
              message: 'Import the schema half as a type only: `import type { xSchemas } from …`.',
            },
          ],
        },
      ],
    },
  },
  {
    // routes call services only; queries live in repos behind them (decision 011)
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repo.ts', '**/db/*'],
              message: 'Routes call services, never repos or the database: add a service method.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiZones }] },
  },
  {
    // a repo is the bottom of a module: it never calls a service or a route (decision 011)
    files: ['apps/api/src/modules/**/*.repo.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.service.ts', '**/*.routes.ts'],
              message: 'A repo runs statements only: let the service call it.',
            },
          ],
        },
      ],
    },
  },
  {
    // services decide; their repos run the statements (decision 011)
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/*', '**/db/raw-query.ts'],
              allowTypeImports: true,
              message: "No SQL in a service: add a function to the module's repo.",
            },
            { group: ['**/*.routes.ts'], message: 'A service never imports a route.' },
          ],
        },
      ],
    },
  },
  {
    // the seeds and the operators' command line stand above the modules and act
    // through their services (decisions 011, 050), never through a route
    files: ['apps/api/src/seeds/**/*.ts', 'apps/api/src/admin/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.routes.ts'],
              message: 'Seeds and operators’ commands call services, never routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // the demo seeds build what a service can build through it; rows no service
    // writes (bulk demo data) go through a seed repo in seeds/ (decision 050)
    files: ['apps/api/src/seeds/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/seeds/**/*.repo.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.routes.ts', '**/modules/**/*.repo.ts'],
              message: 'Seeds build their data through the services: call a service, or a seed repo for bulk rows.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/*', '**/db/raw-query.ts'],
              message: 'No SQL in a seed: call a service, or add the statement to a seed repo (seeds/*.repo.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**', 'e2e/**', 'apps/api/src/admin/**', 'apps/api/src/seeds/seed*.ts', '**/*.bench.ts'],
    rules: { 'no-console': 'off' },
  },
);
