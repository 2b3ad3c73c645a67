// Lint that keeps the house in order (conventions.md): TypeScript's recommended rules plus the
// boundaries the layout relies on. `npm test` runs it first; tests/unit/lint-boundaries.spec.ts
// proves each boundary rule reports what it should.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restricted = (...patterns) => ['error', { patterns }];

// The Prisma client (and its types) only in repositories and database/; the generated enums are plain values.
const prisma = {
  group: ['**/generated/prisma/client', '**/generated/prisma/client.js', '@prisma/client', '@prisma/adapter-pg'],
  message: 'Only repositories and server/src/database/ talk to Prisma: add a repository method.',
};
// Another module's controllers and repositories are its internals: reach it through what its module exports (services, DTOs).
// Types (rows a mapper reads) may cross; run-time imports would bypass Nest's module exports.
const otherModuleInternals = {
  regex: '^\\.\\./[^./][^/]*/[^/]+\\.(repository|controller)$',
  allowTypeImports: true,
  message: "Another module's internals: use a service that module exports.",
};
const moduleInternalsFromOutside = {
  regex: 'modules/[^/]+/[^/]+\\.(repository|controller)$',
  allowTypeImports: true,
  message: "A module's internals: use a service that module exports.",
};
const deepRelative = { regex: '^\\.\\./\\.\\./', message: "Use the '@/' alias (web/src) instead of climbing two or more folders." };
const repositoriesInDtos = {
  regex: '\\.repository$',
  allowTypeImports: true,
  message: 'DTOs and their mappers take rows as types only: no repository at run time.',
};

export default tseslint.config(
  { ignores: ['**/generated/**', 'dist/**', 'node_modules/**', 'test-results/**', 'coverage/**', '.data/**', 'web/public/**', 'tests/**/fixtures/**'] },
  {
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // DTO mixins: `interface X extends Y {}` merged with `class X` types a class built from a list
    // (the permissions map, staff entries); the constructors take any arguments by design.
    files: ['server/src/**/*.dto.ts'],
    rules: { '@typescript-eslint/no-unsafe-declaration-merging': 'off', '@typescript-eslint/no-empty-object-type': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Server boundaries.
  {
    files: ['server/src/**/*.ts'],
    // bin/ benchmarks reach a repository's query directly, on purpose.
    ignores: ['server/src/**/*.repository.ts', 'server/src/database/**', 'server/src/bin/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [prisma, moduleInternalsFromOutside] }] },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    ignores: ['server/src/**/*.repository.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [prisma, otherModuleInternals] }] },
  },
  {
    files: ['server/src/**/*.dto.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [prisma, otherModuleInternals, repositoriesInDtos] }] },
  },
  // Web: imports go one way, shared (components, lib, config) → features → app; the staff console
  // and the features never meet; an import that would climb two folders uses the `@/` alias.
  {
    files: ['web/src/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restricted(deepRelative) },
  },
  {
    files: ['web/src/components/**', 'web/src/lib/**', 'web/src/config/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restricted(deepRelative, { group: ['**/features/**', '**/app/**', '**/staff/**'], message: 'Shared code does not import features, the app or the staff console.' }) },
  },
  {
    files: ['web/src/features/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restricted(deepRelative, { group: ['**/app/**', '**/staff/**', '!**/features/**'], message: 'Features do not import the app shell or the staff console.' }) },
  },
  {
    files: ['web/src/staff/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restricted(deepRelative, { group: ['**/features/**', '**/app/**'], message: 'The staff console uses lib/ and the generated client, never features/ or app/.' }) },
  },
);
