// The embedded PostgreSQL of a server started on a data folder, seen from outside: its processes
// and its URL, for tests that kill, freeze or query it.
import fs from 'node:fs';
import path from 'node:path';
import type { ServerProcess } from './server-process';

/** Process ids of PostgreSQL servers running on the data folder (the postmaster names it with -D). */
export function postgresPids(dataDir: string): number[] {
  const target = path.join(dataDir, 'postgres');
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return argv[0].endsWith('postgres') && argv[argv.indexOf('-D') + 1] === target;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The embedded database's URL: port from the banner, password from the data folder. */
export function embeddedUrl(server: ServerProcess, dataDir: string): string {
  const port = /postgresql:\/\/postgres:\*\*\*@127\.0\.0\.1:(\d+)\/evklub/.exec(server.stdout())?.[1];
  if (!port) throw new Error(`no database URL in the banner:\n${server.stdout()}`);
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/evklub`;
}
