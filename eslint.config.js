// Lint rules. The import-direction rule keeps the client layered:
// components/lib → features → app (conventions §6); features never import
// each other, routes compose them.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'applications',
  'auth',
  'content',
  'dashboard',
  'file-viewer',
  'jobs',
  'landing',
  'not-found',
  'onboarding',
  'profile',
  'resume-analysis',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/resume-corpus/**', 'coverage/**'] },
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
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'components and lib must not depend on features or app.',
            },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'features must not depend on the app layer.' },
            {
              group: FEATURES.filter((f) => f !== feature && f !== 'not-found').map((f) => `**/features/${f}/**`),
              message:
                'features do not import each other; compose them in app/ or move the shared piece to lib/ or components/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['bench/**', 'e2e/**', 'apps/api/src/admin/**', 'apps/api/src/db/seed*.ts', '**/*.bench.ts'],
    rules: { 'no-console': 'off' },
  },
);
