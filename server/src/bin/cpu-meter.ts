// CPU time of a benchmark (bench-search, bench-dashboard): wall-clock latency on a shared machine
// depends on the load; the CPU used per request does not.
import fs from 'node:fs';
import pg from 'pg';

/**
 * CPU time (ms) used so far by this process plus the database server process of the app's one
 * connection, read from /proc; `read()` is null where that process cannot be seen (a remote server).
 */
export async function cpuMeter(url: string): Promise<{ read(): number | null; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  const statFile = rows.length === 1 ? `/proc/${rows[0].pid}/stat` : null;
  const ticksMs = 10; // USER_HZ is 100 on Linux
  return {
    read() {
      if (!statFile || !fs.existsSync(statFile)) return null;
      const fields = fs.readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
      const backend = (Number(fields[11]) + Number(fields[12])) * ticksMs; // utime, stime
      const own = process.cpuUsage();
      return backend + (own.user + own.system) / 1000;
    },
    close: () => client.end(),
  };
}
