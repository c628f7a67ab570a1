import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data-*',
      'data',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
      '.dependency-cruiser.cjs',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  { files: ['scripts/**', 'bench/**', 'src/server/test/**', 'tests/**'], rules: { 'no-console': 'off' } },
  {
    // Page weight: what one screen needs only on use loads then (docs/benchmarks.md, "Page weight").
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/components/ui/sonner-toaster.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message: 'Raise toasts with `toast` from components/ui/toast.ts (sonner loads with the first toast).',
              allowTypeImports: true,
            },
            {
              name: 'zod',
              message: 'Validation loads with the form: lazyZodResolver from lib/lazy-zod-resolver.ts.',
              allowTypeImports: true,
            },
            { name: '@hookform/resolvers/zod', message: 'Use lazyZodResolver from lib/lazy-zod-resolver.ts.' },
          ],
          patterns: [
            { group: ['better-auth', 'better-auth/*'], message: 'Call the auth endpoints through lib/auth-actions.ts and lib/auth.ts.' },
            {
              regex:
                '/domain/(account|admin-list-schema|analytics-admin|audit|auth|claims|deliveries-schema|earnings|payments|plan-change-dto|profile|report-mapping-schema|releases-admin|releases|settings|support|territory-schema|users-admin)\\.ts$',
              message:
                'These domain modules hold zod schemas: import their types only, and load a schema with lazyZodResolver (texts are in the *-texts.ts / *-rules.ts modules).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
