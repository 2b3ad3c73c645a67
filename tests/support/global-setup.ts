// Jest global setup: one embedded PostgreSQL for the whole run, and a template database with every
// migration applied, so each test file gets a fresh database in milliseconds (CREATE DATABASE … TEMPLATE).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/src/database/embedded-postgres';
import { applyMigrations } from '../../server/src/database/migrator';

export const TEMPLATE_DB = 'evklub_template';

export default async function globalSetup(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-test-'));
  const db = await startEmbeddedPostgres(dataDir);
  const admin = new URL(db.url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await client.end();
  const template = new URL(db.url);
  template.pathname = `/${TEMPLATE_DB}`;
  await applyMigrations(template.toString());
  process.env.TEST_PG_ADMIN_URL = admin.toString();
  process.env.TEST_PG_DATA_DIR = dataDir;
  (globalThis as Record<string, unknown>).__EVKLUB_PG__ = db;
}
