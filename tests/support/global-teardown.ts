import fs from 'node:fs';
import type { EmbeddedDatabase } from '../../server/src/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const db = (globalThis as Record<string, unknown>).__EVKLUB_PG__ as EmbeddedDatabase | undefined;
  await db?.stop();
  if (process.env.TEST_PG_DATA_DIR) fs.rmSync(process.env.TEST_PG_DATA_DIR, { recursive: true, force: true });
}
