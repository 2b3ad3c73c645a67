// The page cache's LISTEN connection (server/src/database/content-notifications.ts) runs its statements one at a time.
// Many writes answered at once each wait for their own notification (sync()) on the one connection; pg 8 warns "Calling
// client.query() when the client is already executing a query" for that (on stderr, outside the JSON log), pg 9 refuses
// it. Run in a process of its own, where Node prints the warning.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, TestDatabase } from '../support/database';
import { ensureServerBuild, ROOT } from '../support/server-build';

const LISTENER = path.join(ROOT, 'dist', 'server', 'database', 'content-notifications.js');

const SCRIPT = `
const { ContentNotifications } = require(${JSON.stringify(LISTENER)});
const log = { warn: (o, m) => console.log('warn', m) };
const listener = new ContentNotifications(process.env.URL, log);
let changes = 0;
listener.subscribe(() => changes++);
(async () => {
  listener.start();
  while (!listener.listening) await new Promise((r) => setTimeout(r, 20));
  const before = changes;
  await Promise.all(Array.from({ length: 50 }, () => listener.sync()));
  console.log(JSON.stringify({ listening: listener.listening, sameGeneration: changes === before }));
  await listener.close();
})();
`;

describe('ContentNotifications', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    ensureServerBuild();
    database = await createTestDatabase();
  }, 300_000);
  afterAll(() => database.drop());

  it('50 parallel sync() calls all return, with no pg warning about concurrent queries', async () => {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['-e', SCRIPT], {
      env: { ...process.env, URL: database.url },
      timeout: 20_000,
    });
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({ listening: true, sameGeneration: true });
  });
});
