// "Verified member", "onboarded" and "published" are each decided in one file (docs/conventions.md §1,
// docs/architecture.md §2 "Who owns which table"): a test on a loaded row and, for repositories that
// read in their own SQL, the SQL form beside it. This spec reads the server's code (comments left out)
// and fails on a line elsewhere that spells a rule's columns out again instead of calling it.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const server = path.join(root, 'server/src');

interface Rule {
  name: string;
  /** The one place that decides it (repository paths: a file or a folder). */
  home: string[];
  /** What a re-implementation looks like in code. */
  spelled: RegExp;
}

const rules: Rule[] = [
  // The profile's verification flag read or filtered on: in SQL, in a Prisma where/select, or on a loaded profile. The
  // members module decides it; the staff's user administration sets it (verificationChanges) and filters by it.
  {
    name: 'verified member',
    home: ['server/src/modules/members/', 'server/src/modules/user-admin/'],
    spelled: /is_verified|\bisVerified\s*:|profile\??\.isVerified\b/,
  },
  // A publication time compared with a moment, in SQL or in a Prisma where.
  {
    name: 'published',
    home: ['server/src/domain/published.ts'],
    spelled: /published_at\s*(<=|<|IS NOT NULL)|publishedAt\s*:\s*\{\s*(not|lte)\b/,
  },
  // The onboarding answers tested one by one in SQL (a blank answer does not count).
  {
    name: 'onboarded',
    home: ['server/src/domain/onboarding-steps.ts'],
    spelled: /btrim\(\s*\w+\.(tesla_account|custom_color)/,
  },
];

/** Code that sets rows up rather than deciding about them: the seed, the benchmarks, the generated client. */
const SETUP = ['server/src/database/seed/', 'server/src/bin/', 'server/src/generated/'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/[^\n]*/g, '');

describe('each business rule is decided in one place', () => {
  const files = sources(server)
    .map((full) => path.relative(root, full).split(path.sep).join('/'))
    .filter((file) => !SETUP.some((dir) => file.startsWith(dir)))
    .map((file) => ({ file, lines: withoutComments(fs.readFileSync(path.join(root, file), 'utf8')).split('\n') }));

  // The code that reads the rules' tables in its own SQL (docs/architecture.md §2) is among the files
  // read, not left out as set-up, and asks the rule by name: a spec that read the wrong folder, or a
  // reader that stopped calling the rule, fails here rather than passing on nothing found.
  it.each([
    ['server/src/modules/search/search.repository.ts', /\bverifiedMemberSql\b/],
    ['server/src/modules/search/search.repository.ts', /\bmemberOnboardedSql\b/],
    ['server/src/modules/dashboard/dashboard.repository.ts', /\bverifiedMemberSql\b/],
    ['server/src/modules/dashboard/dashboard.repository.ts', /\bpublishedSql\b/],
    ['server/src/modules/dues/dues.repository.ts', /\bverifiedMemberSql\b/],
    ['server/src/modules/sitemap/sitemap.repository.ts', /\bpublished(Sql|Where)\b/],
    ['server/src/modules/events/event.repository.ts', /\bpublished(Sql|Where)\b/],
  ])('reads %s, which calls %s', (file, call) => {
    const read = files.find((f) => f.file === file);
    expect(read?.lines.some((line) => call.test(line))).toBe(true);
  });

  it.each(rules.map((r) => [r.name, r] as const))('%s: no other file spells it out', (_name, rule) => {
    const found = files
      .filter(({ file }) => !rule.home.some((home) => file.startsWith(home)))
      .flatMap(({ file, lines }) =>
        lines.flatMap((line, i) => (rule.spelled.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it.each(rules.map((r) => [r.name, r] as const))('%s: the pattern finds the rule in its own file', (_name, rule) => {
    const home = files.filter(({ file }) => rule.home.some((home) => file.startsWith(home)));
    expect(home.some(({ lines }) => lines.some((line) => rule.spelled.test(line)))).toBe(true);
  });
});
