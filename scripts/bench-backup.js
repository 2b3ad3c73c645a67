// `npm run bench:backup [-- --members 100000 --files-mb 1024 --connections 10]`: the built server
// with its embedded PostgreSQL, filled with synthetic members and random (incompressible, like
// photos) uploaded files; then GET /api/me for the demo member is loaded with autocannon twice in
// one run: alone, and while `npm run backup` runs. Prints the backup's time and size and both
// request rates. Not a test; run `npm run build` first.
const { execFile } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const autocannon = require('autocannon');
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

async function main() {
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
    const [archive] = fs.readdirSync(backupDir);
    const size = fs.statSync(path.join(backupDir, archive)).size;
    const rate = (results) => results.reduce((sum, r) => sum + r.requests.total, 0) / results.reduce((sum, r) => sum + r.duration, 0);
    const p99 = (results) => Math.max(...results.map((r) => r.latency.p99));
    console.log(`backup: ${seconds.toFixed(1)} s, ${(size / 1e6).toFixed(0)} MB`);
    console.log(`GET /api/me alone:          ${rate([alone]).toFixed(0)} req/s, p99 ${p99([alone])} ms, ${alone.non2xx} non-2xx`);
    console.log(`GET /api/me during backup:  ${rate(during).toFixed(0)} req/s, p99 ${p99(during)} ms, ${during.reduce((n, r) => n + r.non2xx, 0)} non-2xx`);
  } finally {
    await server.stop();
    fs.rmSync(backupDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
