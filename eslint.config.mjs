// Lint that keeps the house in order (docs/conventions.md): TypeScript's recommended rules plus the
// boundaries the layout relies on. `npm test` runs it first; tests/unit/lint-boundaries.spec.ts
// proves each boundary rule reports what it should.
//
// In a flat config a later block's rule replaces an earlier block's rule of the same name for the
// files both match. So the boundary rule is set exactly once per file: the blocks below are built
// from disjoint file kinds, and each kind lists every pattern it needs.
import fs from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const RULE = '@typescript-eslint/no-restricted-imports';
const ending = '(\\.js)?$';

// --- Server patterns -------------------------------------------------------------------------
// The data layer (repositories, server/src/database/ and server/src/backup/) alone talks to the database: the Prisma
// client and its types, the `pg` driver, and the PrismaService that holds the pool.
const prisma = {
  regex: `(^|/)generated/prisma/client${ending}|^@prisma/(client|adapter-pg)$`,
  message: 'Only repositories and server/src/database/ talk to Prisma: add a repository method.',
};
const pgDriver = { regex: '^pg(/|$)', message: 'Only repositories and server/src/database/ use the pg driver: add a repository method.' };
const prismaService = {
  regex: `(^|/)database/prisma\\.service${ending}`,
  importNames: ['PrismaService'],
  message: 'Only repositories and server/src/database/ hold the PrismaService: add a repository method.',
};
const dataLayer = [prisma, pgDriver, prismaService];
// Inside server/src/modules a module reaches another only through what that module exports: its
// services (`*.service`), its Nest module (`*.module`) and its types entry (`<area>.types` or
// `index`). Everything else there (DTOs, repositories, controllers, mappers, helpers) is the other
// module's own, types included: what two modules share lives in server/src/common/ or in a types entry.
const exported = `[^/]+\\.(service|module|types)${ending}|index${ending}`;
const siblingModuleInternals = {
  regex: `^(\\.\\./[^./][^/]*/|(\\.\\./)+modules/[^/]+/)(?!(${exported}))`,
  message: "Another module's internals: import its *.service, *.module or its types entry (<area>.types.ts); move what both need to server/src/common/ or to that types entry.",
};
const moduleInternals = { regex: `(^|/)modules/[^/]+/[^/]+\\.(repository|controller)${ending}`, allowTypeImports: true, message: "A module's internals: use a service that module exports." };
// A controller or a DTO never holds a repository: controllers call services, DTO mappers take rows as types.
const anyRepository = { regex: `\\.repository${ending}`, allowTypeImports: true, message: 'Controllers and DTOs do not use repositories at run time: go through a service.' };
// The embedded auth API is reached only through its public entry, server/src/auth-api/index.ts, and
// its Nest module, which AppModule composes (the entry stays light: importing it loads no modules).
const authApiInside = { regex: `(^|/)auth-api/(?!(index|auth-api\\.module)${ending})`, message: "The auth API's internals: import what server/src/auth-api/index.ts exports." };

// One logger API: the app's pino logger, injected (`@Inject(LOGGER) logger: Logger`, common/logger.module.ts).
const nestLogger = { regex: '^@nestjs/common$', importNames: ['Logger'], message: "One logger: inject pino with @Inject(LOGGER) (server/src/common/logger.module.ts), not Nest's Logger." };

// Server areas and file kinds, each file in exactly one (area, kind).
const areas = {
  modules: 'server/src/modules',
  database: 'server/src/database',
  // Online base backup and restore speak PostgreSQL's own protocol (pg_backup_start, COPY): data layer.
  backup: 'server/src/backup',
  bin: 'server/src/bin',
  'auth-api': 'server/src/auth-api',
  rest: 'server/src',
};
const kinds = { repository: '*.repository.ts', controller: '*.controller.ts', dto: '*.dto.ts', other: '*.ts' };

function serverPatterns(area, kind) {
  if (area === 'database' || area === 'backup') return [authApiInside, moduleInternals, nestLogger];
  // Benchmarks time a repository's query and set up their data with pg directly, on purpose.
  if (area === 'bin') return [authApiInside, nestLogger];
  const patterns = [nestLogger];
  if (kind !== 'repository') patterns.push(...dataLayer);
  if (kind === 'controller' || kind === 'dto') patterns.push(anyRepository);
  // Inside modules/ a sibling folder is another module; elsewhere it is an area (auth, mail, database).
  patterns.push(moduleInternals);
  if (area === 'modules') patterns.push(siblingModuleInternals);
  if (area !== 'auth-api') patterns.push(authApiInside);
  return patterns;
}

const serverBlocks = Object.entries(areas).flatMap(([area, dir]) =>
  Object.entries(kinds).map(([kind, glob]) => ({
    name: `boundaries/server/${area}/${kind}`,
    files: [`${dir}/**/${glob}`],
    ignores: [
      ...(area === 'rest' ? Object.entries(areas).filter(([a]) => a !== 'rest').map(([, d]) => `${d}/**`) : []),
      ...(kind === 'other' ? Object.values(kinds).filter((g) => g !== '*.ts').map((g) => `${dir}/**/${g}`) : []),
    ],
    rules: { [RULE]: ['error', { patterns: serverPatterns(area, kind) }] },
  })),
);

// --- Web patterns ----------------------------------------------------------------------------
// Imports go one way, shared (components, lib, config) → features → app; the staff console and
// the features never meet, nor does the app shell import the console; a feature does not import
// another feature; an import that would climb two folders uses the `@/` alias.
const deepRelative = { regex: '^\\.\\./\\.\\./', message: "Use the '@/' alias (web/src) instead of climbing two or more folders." };
const features = fs.readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const noStaff = { group: ['**/staff/**', '**/staff'], message: 'Only the staff console (admin.html) loads web/src/staff.' };
const otherFeature = (own) => ({
  regex: `(^|/)features/(?!${own}(/|$))|^\\.\\./(${features.filter((f) => f !== own).join('|')})(/|$)`,
  message: 'A feature does not import another feature: move what both need to components/ or lib/.',
});

const webBlocks = [
  { name: 'boundaries/web/rest', files: ['web/src/**'], ignores: ['web/src/{components,lib,config,features,staff,app}/**', 'web/src/entry-*'], patterns: [deepRelative] },
  {
    name: 'boundaries/web/shared',
    files: ['web/src/components/**', 'web/src/lib/**', 'web/src/config/**'],
    patterns: [deepRelative, { group: ['**/features/**', '**/app/**', '**/staff/**'], message: 'Shared code does not import features, the app or the staff console.' }],
  },
  { name: 'boundaries/web/app', files: ['web/src/app/**', 'web/src/entry-*'], patterns: [deepRelative, noStaff] },
  ...features.map((f) => ({
    name: `boundaries/web/features/${f}`,
    files: [`web/src/features/${f}/**`],
    patterns: [deepRelative, { group: ['**/app/**', '**/staff/**', '!**/features/**'], message: 'Features do not import the app shell or the staff console.' }, otherFeature(f)],
  })),
  {
    name: 'boundaries/web/staff',
    files: ['web/src/staff/**'],
    patterns: [deepRelative, { group: ['**/features/**', '**/app/**'], message: 'The staff console uses lib/ and the generated client, never features/ or app/.' }],
  },
].map(({ patterns, ...block }) => ({ ...block, rules: { [RULE]: ['error', { patterns }] } }));

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
  ...serverBlocks,
  ...webBlocks,
);
