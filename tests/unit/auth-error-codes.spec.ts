// The auth API's one list of error codes (server/src/auth-api/errors/error-codes.ts): each code is described
// in docs/auth-api.md §2.4 and produced somewhere in the auth API; GoTrueError's type refuses any
// other code, so a code written inline that is not in the list fails the type check.
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '../../server/src/auth-api/errors/error-codes';

const root = path.resolve(__dirname, '../..');
const authApi = path.join(root, 'server/src/auth-api');

function sources(dir: string): string {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('error-codes.ts'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

describe('auth API error codes', () => {
  const doc = fs.readFileSync(path.join(root, 'docs/auth-api.md'), 'utf8');
  const codesSection = doc.slice(doc.indexOf('### 2.4 Codes'), doc.indexOf('## 3. '));
  const code = sources(authApi);

  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it.each(ERROR_CODES.map((c) => [c]))('%s is described in docs/auth-api.md §2.4 and produced by the auth API', (c) => {
    expect({ code: c, documented: codesSection.includes(`\`${c}\``) }).toEqual({ code: c, documented: true });
    expect({ code: c, used: code.includes(`'${c}'`) }).toEqual({ code: c, used: true });
  });
});
