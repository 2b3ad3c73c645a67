// The product API's error codes (docs/conventions.md §1: one error shape with a stable `code`): each
// is listed once, in the list of the area that answers it (`<area>-errors.ts`), and produced only
// through that list; the OpenAPI document names each module's codes under the operations that answer
// them (`x-error-codes`, from @ApiErrors) and the common ones once, on the ApiError schema; the member
// web and the console have a Slovak sentence for each. The auth API keeps GoTrue's own codes
// (tests/unit/auth-error-codes.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import * as auth from '../../server/src/access/auth-errors';
import * as common from '../../server/src/common/common-errors';
import { DEFAULT_CODES } from '../../server/src/common/api-error';
import * as domain from '../../server/src/domain/domain-errors';
import * as media from '../../server/src/media/media-errors';
import * as cars from '../../server/src/modules/cars/cars-errors';
import * as contact from '../../server/src/modules/contact/contact-errors';
import * as articles from '../../server/src/modules/articles/articles-errors';
import * as faq from '../../server/src/modules/faq/faq-errors';
import * as gallery from '../../server/src/modules/gallery/gallery-errors';
import * as guide from '../../server/src/modules/guide/guide-errors';
import * as pages from '../../server/src/modules/pages/pages-errors';
import * as redirects from '../../server/src/modules/redirects/redirects-errors';
import * as dues from '../../server/src/modules/dues/dues-errors';
import * as refunds from '../../server/src/modules/refunds/refunds-errors';
import * as events from '../../server/src/modules/events/events-errors';
import * as files from '../../server/src/modules/files/files-errors';
import * as notifications from '../../server/src/modules/notifications/notifications-errors';
import * as onboarding from '../../server/src/modules/onboarding/onboarding-errors';
import * as operations from '../../server/src/modules/operations/operations-errors';
import * as perks from '../../server/src/modules/perks/perks-errors';
import * as search from '../../server/src/modules/search/search-errors';
import * as setup from '../../server/src/modules/setup/setup-errors';
import * as users from '../../server/src/modules/members/members-errors';
import { ApiProblem } from '../../web/src/lib/api-client';
import { member } from '../../web/src/lib/i18n-member';
import { problemMessage } from '../../web/src/lib/validation';
import { skMessages } from '../../web/src/staff/i18n-sk';

const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'server/src');

/** Every list file, by its path under server/src, with what it exports. */
const LIST_FILES: Record<string, Record<string, unknown>> = {
  'access/auth-errors.ts': auth,
  'common/common-errors.ts': common,
  'domain/domain-errors.ts': domain,
  'media/media-errors.ts': media,
  'modules/cars/cars-errors.ts': cars,
  'modules/contact/contact-errors.ts': contact,
  'modules/articles/articles-errors.ts': articles,
  'modules/faq/faq-errors.ts': faq,
  'modules/gallery/gallery-errors.ts': gallery,
  'modules/guide/guide-errors.ts': guide,
  'modules/pages/pages-errors.ts': pages,
  'modules/redirects/redirects-errors.ts': redirects,
  'modules/dues/dues-errors.ts': dues,
  'modules/refunds/refunds-errors.ts': refunds,
  'modules/events/events-errors.ts': events,
  'modules/files/files-errors.ts': files,
  'modules/notifications/notifications-errors.ts': notifications,
  'modules/onboarding/onboarding-errors.ts': onboarding,
  'modules/operations/operations-errors.ts': operations,
  'modules/perks/perks-errors.ts': perks,
  'modules/search/search-errors.ts': search,
  'modules/setup/setup-errors.ts': setup,
  'modules/members/members-errors.ts': users,
};
/** The lists any operation may answer from: described once, on the ApiError schema. */
const DESCRIBED_ONCE = ['common/common-errors.ts', 'access/auth-errors.ts'];

const exported = (suffix: string) =>
  Object.entries(LIST_FILES).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name]) => name.endsWith(suffix))
      .map(([name, value]) => ({ file, name, value })),
  );
const LISTS = exported('_ERRORS').map(({ file, name, value }) => ({
  file,
  name,
  codes: Object.values(value as Record<string, string>),
}));
const ALL = LISTS.flatMap((l) => l.codes);
const STAFF_ONLY = new Set(exported('_STAFF_ONLY').flatMap(({ value }) => value as string[]));
const OUTSIDE_OPENAPI = new Set(exported('_OUTSIDE_OPENAPI').flatMap(({ value }) => value as string[]));
const PRODUCT = LISTS.filter((l) => !DESCRIBED_ONCE.includes(l.file)).flatMap((l) => l.codes);
const nameOf = (code: string) => code.slice('errors.'.length);

/** The server's own source files (the auth API and generated code aside), by path under server/src. */
function serverSources(): string[] {
  return fs
    .readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && !f.startsWith('auth-api/') && !f.startsWith('generated/'),
    );
}

const isComment = (line: string) => /^\s*(\/\/|\*|\/\*)/.test(line);

interface Operation {
  'x-error-codes'?: Record<string, string[]>;
  'x-permissions'?: unknown;
  responses: Record<string, { description?: string }>;
}
const document = JSON.parse(fs.readFileSync(path.join(ROOT, 'openapi/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { ApiError: { description: string } } };
};
const OPERATIONS = Object.entries(document.paths).flatMap(([p, item]) =>
  Object.entries(item).map(([method, operation]) => ({ at: `${method.toUpperCase()} ${p}`, path: p, operation })),
);
const declaring = (code: string) =>
  OPERATIONS.filter(({ operation }) =>
    Object.values(operation['x-error-codes'] ?? {}).some((codes) => codes.includes(code)),
  );

/** The member web's sources (everything under web/src but the console and the generated types). */
const MEMBER_WEB = fs
  .readdirSync(path.join(ROOT, 'web/src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('staff/') && !f.startsWith('generated/'))
  .map((f) => fs.readFileSync(path.join(ROOT, 'web/src', f), 'utf8'))
  .join('\n');

describe('error codes: one list per area', () => {
  it('every file that declares a list is read here', () => {
    const declared = serverSources().filter((f) =>
      /^export const \w+_ERRORS = /m.test(fs.readFileSync(path.join(SERVER, f), 'utf8')),
    );
    expect(declared.sort()).toEqual(Object.keys(LIST_FILES).sort());
  });

  it('lists each code once in the whole server, each a stable `errors.<name>`', () => {
    expect(ALL.filter((code, i) => ALL.indexOf(code) !== i)).toEqual([]);
    expect(ALL.filter((code) => !/^errors\.[a-z_]+$/.test(code))).toEqual([]);
  });

  it('writes no code as a literal outside the lists', () => {
    const literals = serverSources()
      .filter((f) => !(f in LIST_FILES))
      .flatMap((f) =>
        fs
          .readFileSync(path.join(SERVER, f), 'utf8')
          .split('\n')
          .map((line, i) => ({ at: `${f}:${i + 1}`, line }))
          .filter(({ line }) => !isComment(line) && /['"`]errors\./.test(line))
          .map(({ at }) => at),
      );
    expect(literals).toEqual([]);
  });

  it('answers the default code of each status from the common list', () => {
    expect(
      Object.values(DEFAULT_CODES).filter(
        (code) => !common.COMMON_ERRORS[nameOf(code) as keyof typeof common.COMMON_ERRORS],
      ),
    ).toEqual([]);
  });

  it('marks as staff-only or outside the document only listed codes', () => {
    expect([...STAFF_ONLY, ...OUTSIDE_OPENAPI].filter((code) => !ALL.includes(code))).toEqual([]);
  });
});

describe('error codes in the OpenAPI document', () => {
  it.each(PRODUCT.filter((code) => !OUTSIDE_OPENAPI.has(code)).map((code) => [code]))(
    '%s is declared by an operation that answers it',
    (code) => {
      expect(declaring(code).map((o) => o.at)).not.toEqual([]);
    },
  );

  it('declares only listed codes, each named in the description of its status', () => {
    const wrong = OPERATIONS.flatMap(({ at, operation }) =>
      Object.entries(operation['x-error-codes'] ?? {}).flatMap(([status, codes]) =>
        codes
          .filter((code) => !ALL.includes(code) || !operation.responses[status]?.description?.includes(code))
          .map((code) => `${at} ${status} ${code}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('describes the common and sign-in codes once, on the ApiError schema', () => {
    const once = LISTS.filter((l) => DESCRIBED_ONCE.includes(l.file)).flatMap((l) => l.codes);
    expect(once.filter((code) => !document.components.schemas.ApiError.description.includes(code))).toEqual([]);
  });
});

describe('error codes in Slovak', () => {
  const consoleMessages = skMessages.errors as Record<string, string>;

  it.each(ALL.map((code) => [code]))('the console has a sentence for %s', (code) => {
    expect({ code, message: consoleMessages[nameOf(code)] }).toEqual({ code, message: expect.stringMatching(/\S/) });
  });

  it.each(ALL.filter((code) => !STAFF_ONLY.has(code)).map((code) => [code]))(
    'the member web says %s in its own sentence',
    (code) => {
      const own = (member.errors as Record<string, string>)[nameOf(code)];
      expect({ code, message: own }).toEqual({ code, message: expect.stringMatching(/\S/) });
      expect(problemMessage(new ApiProblem(400, code))).toBe(own);
    },
  );

  it.each([...STAFF_ONLY].map((code) => [code]))(
    '%s is answered only by staff operations the member web never calls',
    (code) => {
      expect(declaring(code).map((o) => o.at)).not.toEqual([]);
      const reachable = declaring(code)
        .filter(({ path: p, operation }) => {
          const permissions = operation['x-permissions'];
          const staff = typeof permissions === 'object' && permissions !== null && Object.keys(permissions).length > 0;
          return !staff || MEMBER_WEB.includes(`'${p}'`);
        })
        .map((o) => o.at);
      expect(reachable).toEqual([]);
    },
  );
});
