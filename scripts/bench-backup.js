// `npm run bench:backup [-- --members 100000 --files-mb 1024 --connections 10 --restore --no-wal-cost]`:
// 1. the cost of continuous WAL archiving on writes: two built servers side by side, one with
//    BACKUP_WAL=false and one with archiving (the default), PATCH /api/profile of the demo member
//    loaded on each in turn (three rounds each); prints both rates and their ratio;
// 2. the built server with its embedded PostgreSQL, filled with synthetic members and random
//    (incompressible, like photos) uploaded files; then GET /api/me for the demo member is loaded
//    with autocannon twice: alone, and while `npm run backup` runs. Prints the backup's time and
//    size and both request rates;
// 3. with --restore (long): every member changed after the backup, a moment taken, more writes, the
//    WAL archived; `npm run restore -- --to <moment>` into a new folder is timed, and the start of
//    the server on it (PostgreSQL replays the WAL to the moment) until /readyz answers.
// Not a test; run `npm run build` first.
const { execFile } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const autocannon = require('autocannon');
const pg = require('pg');
const { ROOT, startBuiltServer, embeddedDatabaseUrl, signIn } = require('./bench-server');

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return Number(i >= 0 ? process.argv[i + 1] : fallback);
};

function load(url, token, connections, duration) {
  return new Promise((resolve, reject) =>
    autocannon({ url: `${url}/api/me`, connections, duration, headers: { authorization: `Bearer ${token}` } }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

function patchProfile(url, token, connections, duration) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url: `${url}/api/profile`, method: 'PATCH', connections, duration, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ address_city: 'Košice' }) },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** PATCH /api/profile per second with and without WAL archiving, the two servers loaded in turn. */
async function walCost(connections) {
  const servers = [await startBuiltServer({ BACKUP_WAL: 'false' }), await startBuiltServer({ BACKUP_WAL: 'true' })];
  try {
    const tokens = [await signIn(servers[0].url), await signIn(servers[1].url)];
    const totals = [{ requests: 0, seconds: 0, errors: 0 }, { requests: 0, seconds: 0, errors: 0 }];
    for (const i of [0, 1]) await patchProfile(servers[i].url, tokens[i], connections, 3); // warm-up
    for (let round = 0; round < 3; round++) {
      for (const i of [0, 1]) {
        const r = await patchProfile(servers[i].url, tokens[i], connections, 10);
        totals[i].requests += r.requests.total;
        totals[i].seconds += r.duration;
        totals[i].errors += r.non2xx + r.errors;
      }
    }
    const [off, on] = totals.map((t) => t.requests / t.seconds);
    const archived = await one(embeddedDatabaseUrl(servers[1].dataDir), 'SELECT archived_count::int AS n, failed_count::int AS failed FROM pg_stat_archiver');
    console.log(`PATCH /api/profile without WAL archiving: ${off.toFixed(0)} writes/s (${totals[0].errors} errors)`);
    console.log(`PATCH /api/profile with WAL archiving:    ${on.toFixed(0)} writes/s (${totals[1].errors} errors), ${archived.n} segments archived, ${archived.failed} failed`);
    console.log(`with / without: ${(on / off).toFixed(2)}`);
  } finally {
    for (const server of servers) await server.stop();
  }
}

async function one(url, sql, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows[0];
  } finally {
    await client.end();
  }
}

/** Restores the server's database to a moment after its backup and times the restore and the replaying start. */
async function restoreToMoment(server, backupDir) {
  const db = embeddedDatabaseUrl(server.dataDir);
  let began = Date.now();
  await one(db, `UPDATE profiles SET updated_at = now()`);
  const target = (await one(db, 'SELECT clock_timestamp() AS t')).t;
  await new Promise((r) => setTimeout(r, 1500));
  await one(db, `UPDATE profiles SET updated_at = now()`);
  const { wal } = await one(db, 'SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS wal');
  await one(db, 'SELECT pg_switch_wal()');
  while ((await one(db, 'SELECT last_archived_wal FROM pg_stat_archiver')).last_archived_wal < wal) await new Promise((r) => setTimeout(r, 500));
  console.log(`two updates of every member after the backup, archived: ${((Date.now() - began) / 1000).toFixed(0)} s`);
  const restored = `${server.dataDir}-restored`;
  began = Date.now();
  const out = await new Promise((resolve, reject) =>
    execFile(process.execPath, [path.join(ROOT, 'dist', 'server', 'bin', 'restore.js'), '--to', target.toISOString()], { cwd: ROOT, env: { ...process.env, DATA_DIR: restored, BACKUP_DIR: backupDir } }, (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout))),
  );
  const restoreSeconds = (Date.now() - began) / 1000;
  process.stdout.write(out);
  began = Date.now();
  const again = await startBuiltServer({ DATA_DIR: restored, SEED_DEMO: 'false' });
  const startSeconds = (Date.now() - began) / 1000;
  try {
    const row = await one(embeddedDatabaseUrl(restored), 'SELECT count(*)::int AS n, max(updated_at) AS newest FROM profiles');
    console.log(`restore --to: ${restoreSeconds.toFixed(1)} s; start with the WAL replayed to the moment: ${startSeconds.toFixed(1)} s (${row.n} members, newest change ${row.newest.toISOString()} ≤ moment ${target.toISOString()})`);
  } finally {
    await again.stop();
    fs.rmSync(restored, { recursive: true, force: true });
  }
}

async function main() {
  if (!process.argv.includes('--no-wal-cost')) await walCost(argValue('--connections', 10));
  const members = argValue('--members', 100_000);
  const filesMb = argValue('--files-mb', 1024);
  const connections = argValue('--connections', 10);
  const server = await startBuiltServer({ DATABASE_POOL_SIZE: '10' });
  const backupDir = path.join(server.dataDir, '..', `${path.basename(server.dataDir)}-backups`);
  try {
    const { addSyntheticMembers } = require(path.join(ROOT, 'dist', 'server', 'database', 'seed', 'synthetic-members.js'));
    let began = Date.now();
    await addSyntheticMembers(embeddedDatabaseUrl(server.dataDir), members);
    console.log(`${members} synthetic members in ${((Date.now() - began) / 1000).toFixed(0)} s`);
    const filesDir = path.join(server.dataDir, 'files', 'bench');
    fs.mkdirSync(filesDir, { recursive: true });
    for (let i = 0; i < filesMb / 4; i++) fs.writeFileSync(path.join(filesDir, `photo-${i}.webp`), randomBytes(4 * 1024 * 1024));
    console.log(`${filesMb} MB of uploaded files`);
    const token = await signIn(server.url);

    const alone = await load(server.url, token, connections, 15);
    began = Date.now();
    const backup = new Promise((resolve, reject) =>
      execFile(process.execPath, [path.join(ROOT, 'dist', 'server', 'bin', 'backup.js')], { cwd: ROOT, env: { ...process.env, DATA_DIR: server.dataDir, BACKUP_DIR: backupDir } }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
    );
    let done = false;
    void backup.finally(() => (done = true));
    const during = [];
    while (!done) during.push(await load(server.url, token, connections, 5));
    const seconds = (Date.now() - began) / 1000;
    process.stdout.write(await backup);
    const [archive] = fs.readdirSync(backupDir).filter((n) => n.endsWith('.tar.gz'));
    const size = fs.statSync(path.join(backupDir, archive)).size;
    const rate = (results) => results.reduce((sum, r) => sum + r.requests.total, 0) / results.reduce((sum, r) => sum + r.duration, 0);
    const p99 = (results) => Math.max(...results.map((r) => r.latency.p99));
    console.log(`backup: ${seconds.toFixed(1)} s, ${(size / 1e6).toFixed(0)} MB`);
    console.log(`GET /api/me alone:          ${rate([alone]).toFixed(0)} req/s, p99 ${p99([alone])} ms, ${alone.non2xx} non-2xx`);
    console.log(`GET /api/me during backup:  ${rate(during).toFixed(0)} req/s, p99 ${p99(during)} ms, ${during.reduce((n, r) => n + r.non2xx, 0)} non-2xx`);
    if (process.argv.includes('--restore')) await restoreToMoment(server, backupDir);
  } finally {
    await server.stop();
    fs.rmSync(backupDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
