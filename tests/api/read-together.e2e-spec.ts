// A page of rows and its total are read in one snapshot (server/src/database/read-together.ts): a row
// another connection commits between the two statements is in neither or in both. The first statement
// here is made slow (pg_sleep) so that the other connection's insert lands between them every time.
import pg from 'pg';
import { readTogether } from '../../server/src/database/read-together';
import { PrismaService } from '../../server/src/database/prisma.service';
import { startTestApp, TestApp } from '../support/app';
import { setTimeout as sleep } from 'node:timers/promises';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('a row committed between the page and the count is in neither (one snapshot)', async () => {
  const prisma = t.app.get(PrismaService);
  const other = new pg.Client({ connectionString: t.database.url });
  await other.connect();
  try {
    const before = await prisma.faqEntry.count();
    const reads = readTogether(prisma, [
      prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM faq_entries, pg_sleep(0.6)`,
      prisma.faqEntry.count(),
    ]);
    await sleep(200);
    await other.query(`INSERT INTO faq_entries (question, answer) VALUES ('Otázka?', 'Odpoveď.')`);
    const [[page], total] = await reads;
    expect({ page: page.n, total }).toEqual({ page: before, total: before });
    expect(await prisma.faqEntry.count()).toBe(before + 1);
  } finally {
    await other.end();
  }
});
