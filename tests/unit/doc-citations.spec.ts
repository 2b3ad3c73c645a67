// Every document a comment cites is in the repository, and so is the section it names: a newcomer who
// clones the repository can follow each citation (docs/conventions.md §5). Three kinds are checked:
//   - a cited repository path (`docs/auth-api.md`, `server/src/access/auth.guard.ts`) exists;
//   - a cited section (`docs/product-rules.md §4`, `… §1, §2 page behaviour, §9`) is a heading of that
//     document (`## 4. States`, `### 1.10 MFA (TOTP)`); a quoted README section (`README "Memory"`) is
//     a heading of the README;
//   - nothing cites notes that live outside the repository: a spec section without a path, or a design
//     note named without its docs/ folder (the patterns are listed below, in OUTSIDE).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const root = path.resolve(__dirname, '../..');

export interface Citation {
  file: string;
  line: number;
  text: string;
  problem: string;
}

const CODE = /\.(ts|tsx|js|mjs|cjs|mts)$/;
const COMMENTED = /\.(sql|prisma|css|html|sh|ya?ml)$/;

/** The comments of a source file (with their line numbers); a whole Markdown document is prose. */
function commentsOf(file: string, text: string): { line: number; text: string }[] {
  if (file.endsWith('.md')) return text.split('\n').map((t, i) => ({ line: i + 1, text: t }));
  if (!CODE.test(file) && !COMMENTED.test(file)) return [];
  const out: { line: number; text: string }[] = [];
  const pattern =
    CODE.test(file) || file.endsWith('.css') || file.endsWith('.prisma')
      ? /\/\/[^\n]*|\/\*[\s\S]*?\*\//
      : /--[^\n]*|#[^\n]*|<!--[\s\S]*?-->/;
  const global = new RegExp(pattern.source, 'g');
  for (const m of text.matchAll(global)) {
    const start = text.slice(0, m.index).split('\n').length;
    m[0].split('\n').forEach((t, i) => out.push({ line: start + i, text: t }));
  }
  return out;
}

/** Headings of a Markdown document, as written (without the leading #s), and paragraphs that open with a bold title. */
function headings(doc: string): string[] {
  return doc
    .split('\n')
    .flatMap((l) =>
      /^#{1,6} /.test(l)
        ? [l.replace(/^#+ /, '').trim()]
        : /^\*\*[^*]+\*\*/.test(l)
          ? [l.slice(2, l.indexOf('**', 2))]
          : [],
    );
}

/** `§4.2` is a heading "4.2 …" or "4.2. …" (or "4. …" for `§4`). */
function hasSection(doc: string, section: string): boolean {
  return headings(doc).some((h) => h === section || h.startsWith(`${section} `) || h.startsWith(`${section}. `));
}

const OUTSIDE =
  /(?<![\w/.-])(?:spec §|product-spec\.md|conventions\.md|auth-api\.md|architecture\.md)|shared\/(?:design|spec)\//i;
/** An issue of the tracker ("issue #15", "Issue 22 item 3") or "the spec" without a document: neither is in a clone. */
const TRACKER = /\bissues? ?#?\d+|\bthe spec\b(?! ?§)|\bspec's\b/i;
const REPO_PATH =
  /(?<![\w/.@-])((?:docs|server|web|tests|scripts|prisma|openapi)\/[\w./-]*\.(?:md|ts|tsx|mjs|js|json|sql|prisma|html|css))\b/g;
const DOC_SECTIONS = /(docs\/[\w-]+\.md)((?:(?:,? ?(?:and )?|\/)§\d+(?:\.\d+)*(?:[ \w'"-]{0,30}?(?=[,/]|\s§|$))?)+)/g;
const README_SECTION = /README(?:\.md)?(?:'s)? ["“]([^"”]+)["”]/g;

/** Every citation in `text` (a file of the repository at `file`) that points nowhere. */
export function brokenCitations(
  file: string,
  text: string,
  read: (repoPath: string) => string | undefined,
): Citation[] {
  const found: Citation[] = [];
  const isDoc = file.startsWith('docs/');
  // A migration never changes once applied (server/src/database/migrator.ts checks its checksum): a file
  // it cites may have moved since, and the migration keeps the path of its day.
  const frozen = file.startsWith('prisma/migrations/');
  for (const { line, text: comment } of commentsOf(file, text)) {
    const report = (problem: string) => found.push({ file, line, text: comment.trim(), problem });
    if (!isDoc && OUTSIDE.test(comment)) report('cites a document outside the repository');
    if (TRACKER.test(comment)) report("cites the issue tracker or the customer's spec, which a clone does not have");
    for (const m of comment.matchAll(REPO_PATH)) {
      const cited = m[1].replace(/[.]$/, '');
      if (cited.includes('*') || cited.includes('<')) continue;
      if (!frozen && read(cited) === undefined && !fs.existsSync(path.join(root, cited)))
        report(`cites ${cited}, which does not exist`);
    }
    for (const m of comment.matchAll(DOC_SECTIONS)) {
      const doc = read(m[1]);
      if (doc === undefined) continue; // reported above
      for (const s of m[2].matchAll(/§(\d+(?:\.\d+)*)/g))
        if (!hasSection(doc, s[1])) report(`cites ${m[1]} §${s[1]}, a section it does not have`);
    }
    for (const m of comment.matchAll(README_SECTION)) {
      const readme = read('README.md') ?? '';
      const wanted = m[1].toLowerCase();
      if (!headings(readme).some((h) => h.toLowerCase().includes(wanted)))
        report(`cites README "${m[1]}", a section it does not have`);
    }
  }
  return found;
}

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter(
      (f) =>
        f &&
        !f.includes('generated/') &&
        !f.startsWith('tests/unit/doc-citations.spec.ts') &&
        fs.existsSync(path.join(root, f)),
    );
}

function readRepo(repoPath: string): string | undefined {
  const full = path.join(root, repoPath);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined;
}

describe('citations in comments point inside the repository', () => {
  it('finds the documents it checks against', () => {
    for (const doc of ['docs/architecture.md', 'docs/conventions.md', 'docs/auth-api.md', 'docs/product-rules.md'])
      expect({ doc, present: readRepo(doc) !== undefined }).toEqual({ doc, present: true });
  });

  it('every cited path and section exists, and nothing cites the notes outside the repository', () => {
    const broken = trackedFiles()
      .filter((f) => CODE.test(f) || COMMENTED.test(f) || f.endsWith('.md'))
      .flatMap((f) => brokenCitations(f, fs.readFileSync(path.join(root, f), 'utf8'), readRepo));
    expect(broken).toEqual([]);
  });

  describe('catches a citation that points nowhere', () => {
    const docs: Record<string, string> = {
      'docs/product-rules.md': '# Rules\n## 4. States\n### 4.2 Sub\n',
      'README.md': '# R\n## Memory\n',
    };
    const read = (p: string) => docs[p];
    const check = (comment: string) =>
      brokenCitations('server/src/x.ts', `${comment}\nexport const x = 1;\n`, read).map((c) => c.problem);

    it.each([
      ['a note outside the repository', '// the waitlist (spec §4)', 'cites a document outside the repository'],
      ['a bare conventions.md', '// see conventions.md', 'cites a document outside the repository'],
      ['a bare auth-api.md section', '/** auth-api.md §1.8 */', 'cites a document outside the repository'],
      ['a document that does not exist', '// docs/nowhere.md §1', 'cites docs/nowhere.md, which does not exist'],
      [
        'a source path that does not exist',
        '// see server/src/nowhere/thing.ts',
        'cites server/src/nowhere/thing.ts, which does not exist',
      ],
      [
        'a section the document lacks',
        '// docs/product-rules.md §7',
        'cites docs/product-rules.md §7, a section it does not have',
      ],
      [
        'a later section in a list',
        '// docs/product-rules.md §4, §4.2 and §9',
        'cites docs/product-rules.md §9, a section it does not have',
      ],
      [
        'a README section that does not exist',
        '// (README "Page cache")',
        'cites README "Page cache", a section it does not have',
      ],
      [
        'an issue number',
        '// the waitlist rule (issue #15)',
        "cites the issue tracker or the customer's spec, which a clone does not have",
      ],
      [
        'an issue and its item',
        '// Issue 23 item 13: the page says so',
        "cites the issue tracker or the customer's spec, which a clone does not have",
      ],
      [
        'the spec without a document',
        '// Rules decided here (the spec leaves them open):',
        "cites the issue tracker or the customer's spec, which a clone does not have",
      ],
    ])('%s', (_name, comment, problem) => {
      expect(check(comment)).toContain(problem);
    });

    it.each([
      ['a section that exists', '// docs/product-rules.md §4.'],
      ['a subsection that exists', '// docs/product-rules.md §4.2 and §4'],
      ['a README section that exists', '// README "Memory"'],
      ['an existing path', '// package.json and docs/product-rules.md'],
    ])('accepts %s', (_name, comment) => {
      expect(check(comment)).toEqual([]);
    });
  });
});
