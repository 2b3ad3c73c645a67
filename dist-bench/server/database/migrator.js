"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.MigrationError = exports.MIGRATIONS_DIR = void 0;
exports.readMigrations = readMigrations;
exports.applyMigrations = applyMigrations;
exports.pendingMigrations = pendingMigrations;
// Applies the hand-written SQL migrations in prisma/migrations/<name>/migration.sql, in name order,
// each in its own transaction, under an advisory lock so that two servers starting at once do not
// race. Applied migrations are recorded in `_prisma_migrations` exactly as Prisma records them
// (sha256 checksum of the file), so `prisma migrate deploy/status` agree where the engine exists.
const node_crypto_1 = require("node:crypto");
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const pg_1 = __importDefault(require("pg"));
exports.MIGRATIONS_DIR = node_path_1.default.resolve(__dirname, '..', '..', '..', 'prisma', 'migrations');
const LOCK_KEY = 7_347_105_112; // any constant shared by every server of this product
class MigrationError extends Error {
    name = 'MigrationError';
}
exports.MigrationError = MigrationError;
function readMigrations(dir = exports.MIGRATIONS_DIR) {
    if (!node_fs_1.default.existsSync(dir))
        return [];
    return node_fs_1.default
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && node_fs_1.default.existsSync(node_path_1.default.join(dir, d.name, 'migration.sql')))
        .map((d) => d.name)
        .sort()
        .map((name) => {
        const sql = node_fs_1.default.readFileSync(node_path_1.default.join(dir, name, 'migration.sql'), 'utf8');
        return { name, sql, checksum: (0, node_crypto_1.createHash)('sha256').update(sql).digest('hex') };
    });
}
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;
/** Applies what is missing; returns the names applied now. Throws MigrationError on drift. */
async function applyMigrations(databaseUrl, dir = exports.MIGRATIONS_DIR) {
    const local = readMigrations(dir);
    const client = new pg_1.default.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
        await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
        await client.query(CREATE_TABLE);
        const applied = await appliedMigrations(client);
        verify(local, applied);
        const done = new Set(applied.filter((a) => a.finished_at && !a.rolled_back_at).map((a) => a.migration_name));
        const now = [];
        for (const m of local.filter((l) => !done.has(l.name))) {
            await applyOne(client, m);
            now.push(m.name);
        }
        return now;
    }
    finally {
        await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => { });
        await client.end();
    }
}
async function applyOne(client, m) {
    const id = (0, node_crypto_1.randomUUID)();
    try {
        await client.query('BEGIN');
        await client.query(m.sql);
        await client.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`, [id, m.checksum, m.name]);
        await client.query('COMMIT');
    }
    catch (e) {
        await client.query('ROLLBACK');
        throw new MigrationError(`migration ${m.name} failed: ${e.message}`);
    }
}
async function appliedMigrations(client) {
    const { rows } = await client.query('SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at');
    return rows;
}
function verify(local, applied) {
    const byName = new Map(local.map((l) => [l.name, l]));
    for (const a of applied) {
        if (a.rolled_back_at)
            continue;
        const l = byName.get(a.migration_name);
        if (!l)
            throw new MigrationError(`migration ${a.migration_name} is applied in the database but missing from prisma/migrations`);
        if (!a.finished_at)
            throw new MigrationError(`migration ${a.migration_name} failed earlier and was never finished; repair the database first`);
        if (l.checksum !== a.checksum)
            throw new MigrationError(`migration ${a.migration_name} was changed after it was applied (checksum differs); restore the file or add a new migration`);
    }
}
/** Names of local migrations not yet applied (for /readyz). Never throws on a missing table. */
async function pendingMigrations(query, dir = exports.MIGRATIONS_DIR) {
    const local = readMigrations(dir);
    let names = [];
    try {
        const rows = await query(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`);
        names = rows.map((r) => r.migration_name);
    }
    catch {
        return local.map((l) => l.name);
    }
    return local.map((l) => l.name).filter((n) => !names.includes(n));
}
//# sourceMappingURL=migrator.js.map