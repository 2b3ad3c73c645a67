"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
// `npm run bench:search [-- --members N --iterations N]`: member search latency on a realistic club.
//
// Starts an embedded PostgreSQL in a temporary folder (or, with DATABASE_URL, creates a scratch
// database on that server and drops it afterwards), applies the migrations, adds N synthetic members
// (default 100 000, the seed's synthetic-members.ts), then runs a fixed mix of queries in-process
// through SearchService.searchMembers — the code behind GET /api/search, without HTTP and the auth
// guard — as one member, one query at a time, and prints p50/p95/p99 per kind of query and overall,
// with the plan PostgreSQL chose for each kind (the trigram index must be used).
// BENCH_DATA_DIR=<folder> keeps the embedded database there between runs (seeding is then skipped).
require("reflect-metadata");
const node_crypto_1 = require("node:crypto");
const node_fs_1 = __importDefault(require("node:fs"));
const node_os_1 = __importDefault(require("node:os"));
const node_path_1 = __importDefault(require("node:path"));
const node_perf_hooks_1 = require("node:perf_hooks");
const pg_1 = __importDefault(require("pg"));
const app_1 = require("../app");
const logger_1 = require("../common/logger");
const config_1 = require("../config/config");
const embedded_postgres_1 = require("../database/embedded-postgres");
const migrator_1 = require("../database/migrator");
const synthetic_members_1 = require("../database/seed/synthetic-members");
const search_repository_1 = require("../repositories/search.repository");
const search_service_1 = require("../services/search.service");
const TARGET_P95_MS = 15;
function parseOptions(argv) {
    const value = (name, fallback) => {
        const i = argv.indexOf(name);
        if (i < 0)
            return fallback;
        const n = Number(argv[i + 1]);
        if (!Number.isInteger(n) || n < 1)
            throw new Error(`${name} needs a positive whole number`);
        return n;
    };
    return { members: value('--members', 100_000), iterations: value('--iterations', 20), explain: argv.includes('--explain') };
}
/** A database to fill: embedded in a temporary (or BENCH_DATA_DIR) folder, or a scratch one beside DATABASE_URL's. */
async function openDatabase(log) {
    if (process.env.DATABASE_URL) {
        const name = `evklub_bench_${(0, node_crypto_1.randomBytes)(4).toString('hex')}`;
        const admin = async (sql) => {
            const client = new pg_1.default.Client({ connectionString: process.env.DATABASE_URL });
            await client.connect();
            try {
                await client.query(sql);
            }
            finally {
                await client.end();
            }
        };
        await admin(`CREATE DATABASE ${name}`);
        const url = new URL(process.env.DATABASE_URL);
        url.pathname = `/${name}`;
        log(`scratch database ${name} on ${url.host}`);
        return { url: url.toString(), close: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
    }
    const kept = process.env.BENCH_DATA_DIR;
    const dir = kept ? node_path_1.default.resolve(kept) : node_fs_1.default.mkdtempSync(node_path_1.default.join(node_os_1.default.tmpdir(), 'evklub-bench-'));
    const db = await (0, embedded_postgres_1.startEmbeddedPostgres)(dir, log);
    log(`embedded PostgreSQL in ${dir}`);
    return {
        url: db.url,
        close: async () => {
            await db.stop();
            if (!kept)
                node_fs_1.default.rmSync(dir, { recursive: true, force: true });
        },
    };
}
/** The query mix: fixed names and towns, plus plates, VIN parts, e-mails and phones of real (visible) rows. */
async function queryMix(url) {
    const client = new pg_1.default.Client({ connectionString: url });
    await client.connect();
    try {
        const sample = async (sql) => (await client.query(sql)).rows;
        // Fixed picks (ORDER BY id: the synthetic ids are derived from member numbers, so every run picks the same rows).
        const cars = await sample(`SELECT o.vin, o.license_plate FROM car_ownerships o JOIN profiles p ON p.id = o.owner_id
        WHERE o.owned_until IS NULL AND p.show_cars AND p.deleted_at IS NULL ORDER BY o.vin LIMIT 5 OFFSET 1000`);
        const emails = await sample(`SELECT email::text FROM profiles WHERE show_email AND deleted_at IS NULL ORDER BY id LIMIT 5 OFFSET 500`);
        const phones = await sample(`SELECT phone_number FROM profiles WHERE show_phone AND phone_number IS NOT NULL AND deleted_at IS NULL ORDER BY id LIMIT 5 OFFSET 500`);
        return [
            { kind: 'name with diacritics', queries: ['Novák', 'Kováčová', 'Štefánik', 'Ďurica', 'Ján Hrnčiar'] },
            { kind: 'name without diacritics', queries: ['novak', 'kovacova', 'stefanik', 'durica', 'jan hrnciar'] },
            { kind: 'city', queries: ['Košice', 'bratislava', 'Banská Bystrica', 'zilina', 'presov'] },
            { kind: 'partial plate', queries: cars.map((c, i) => (i % 2 ? c.license_plate.slice(0, 5) : c.license_plate.slice(0, 6).replace(/[\s-]/g, ''))) },
            { kind: 'partial VIN', queries: cars.map((c, i) => c.vin.slice(3 + i, 13 + i)) },
            { kind: 'typo', queries: ['Dobrovocsky', 'stefanyk', 'ruzicla', 'lipyak', 'Hrnciarova'.replace('ci', 'co')] },
            { kind: 'e-mail fragment', queries: emails.map((e) => e.email.split('@')[0]) },
            { kind: 'phone fragment', queries: phones.map((p) => p.phone_number.replace(/\D/g, '').slice(-6)), extra: true },
            { kind: 'two letters', queries: ['ko', 'Ba', 'ma', 'Št', 'zv'], extra: true },
        ];
    }
    finally {
        await client.end();
    }
}
function percentile(sorted, p) {
    if (!sorted.length)
        return NaN;
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (n) => n.toFixed(2).padStart(8);
async function main() {
    const options = parseOptions(process.argv.slice(2));
    const log = (line) => process.stdout.write(`${line}\n`);
    const started = node_perf_hooks_1.performance.now();
    const db = await openDatabase(log);
    const dataDir = node_fs_1.default.mkdtempSync(node_path_1.default.join(node_os_1.default.tmpdir(), 'evklub-bench-app-'));
    let app;
    try {
        const applied = await (0, migrator_1.applyMigrations)(db.url);
        log(`migrations: ${applied.length ? applied.join(', ') : 'up to date'}`);
        const seedStart = node_perf_hooks_1.performance.now();
        const { added, present } = await (0, synthetic_members_1.addSyntheticMembers)(db.url, options.members, {
            onProgress: (done, total) => process.stdout.write(`\rseeding synthetic members: ${done}/${total}`),
        });
        if (added)
            process.stdout.write('\n');
        log(`members: ${added} added, ${present} present (${((node_perf_hooks_1.performance.now() - seedStart) / 1000).toFixed(1)} s)`);
        await settle(db.url, log);
        const config = (0, config_1.loadConfig)({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
        app = await (0, app_1.createApp)({ config, databaseUrl: db.url, logger: (0, logger_1.createLogger)('silent') });
        const search = app.get(search_service_1.SearchService);
        const repository = app.get(search_repository_1.SearchRepository);
        const viewer = await someMember(db.url);
        const mix = await queryMix(db.url);
        for (let round = 0; round < 2; round++)
            for (const { queries } of mix)
                for (const q of queries)
                    await search.searchMembers(viewer, { q });
        log(`\n${options.iterations} runs of each of ${mix.reduce((n, k) => n + k.queries.length, 0)} queries, in-process through SearchService.searchMembers (page 1, 20 per page):`);
        log(`${'kind'.padEnd(26)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}  total (avg)  plan (first query)`);
        const all = [];
        const target = [];
        for (const { kind, queries, extra } of mix) {
            const times = [];
            let totals = 0;
            for (let i = 0; i < options.iterations; i++) {
                for (const q of queries) {
                    const t0 = node_perf_hooks_1.performance.now();
                    const result = await search.searchMembers(viewer, { q });
                    times.push(node_perf_hooks_1.performance.now() - t0);
                    totals += result.total;
                }
            }
            times.sort((a, b) => a - b);
            all.push(...times);
            if (!extra)
                target.push(...times);
            const plan = await planOf(repository, queries[0], kind === 'typo');
            log(`${(extra ? `(${kind})` : kind).padEnd(26)}${ms(percentile(times, 50))}${ms(percentile(times, 95))}${ms(percentile(times, 99))}${ms(times[times.length - 1])}  ${String(Math.round(totals / times.length)).padStart(11)}  ${plan.plan}`);
            if (options.explain)
                log(plan.lines.map((l) => `    ${l}`).join('\n'));
        }
        const summary = (label, times) => {
            times.sort((a, b) => a - b);
            log(`${label.padEnd(26)}${ms(percentile(times, 50))}${ms(percentile(times, 95))}${ms(percentile(times, 99))}${ms(times[times.length - 1])}`);
            return percentile(times, 95);
        };
        const p95 = summary('overall (target mix)', target);
        summary('overall (all, with extras)', all);
        log(`\n(extras: kinds beyond the target mix.) Total counts up to ${search_service_1.SEARCH_CAP}; similar spellings: up to ${search_service_1.FUZZY_CAP}.`);
        log(`target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'} (load average ${node_os_1.default.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${node_os_1.default.cpus().length} CPUs)`);
        log(`done in ${((node_perf_hooks_1.performance.now() - started) / 1000).toFixed(0)} s`);
    }
    finally {
        await app?.close();
        await db.close();
        node_fs_1.default.rmSync(dataDir, { recursive: true, force: true });
    }
}
/**
 * After a bulk load: recomputes the search columns where the loader left the member-search ones
 * empty (a loader that disables the trigger must fill all three; assigning search_text runs the
 * trigger, the one place they are computed), then vacuums and analyzes.
 */
async function settle(url, log) {
    const client = new pg_1.default.Client({ connectionString: url });
    await client.connect();
    try {
        const { rowCount } = await client.query(`UPDATE profiles SET search_text = '' WHERE deleted_at IS NULL AND name_search_text = '' AND (first_name IS NOT NULL OR last_name IS NOT NULL)`);
        if (rowCount)
            log(`recomputed the search columns of ${rowCount} members the loader left without them`);
        // Bulk loading leaves every profile row updated once or twice, half the table dead space; a live
        // database reuses that space as it goes. Compact it, as a database restored from a dump would be.
        await client.query('VACUUM (FULL, ANALYZE) profiles');
        await client.query('VACUUM ANALYZE cars, car_ownerships');
    }
    finally {
        await client.end();
    }
}
async function someMember(url) {
    const client = new pg_1.default.Client({ connectionString: url });
    await client.connect();
    try {
        const { rows } = await client.query('SELECT id, email::text FROM profiles WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
        if (!rows[0])
            throw new Error('no members to search as');
        return { id: rows[0].id, email: rows[0].email, sessionId: null, permissions: {} };
    }
    finally {
        await client.end();
    }
}
/** The plan of the first query of a kind (substring matching; typos: the fuzzy query that follows). */
async function planOf(repository, q, fuzzy) {
    const text = (0, search_service_1.normalizeSearchText)(q);
    const lines = await repository.explainMatches({
        text,
        scope: 'members',
        mode: fuzzy ? 'fuzzy' : text.length < 3 ? 'short' : 'substring',
        cap: fuzzy ? search_service_1.FUZZY_CAP : search_service_1.SEARCH_CAP,
        skip: 0,
        take: 20,
        similarityThreshold: search_service_1.FUZZY_THRESHOLD,
    });
    return { plan: lines.some((l) => l.includes('Index Scan on profiles_visible_search_text_idx')) ? 'trigram index' : lines.some((l) => l.includes('Seq Scan on profiles')) ? 'scan to cap' : '?', lines };
}
main().then(() => process.exit(0), (e) => {
    process.stderr.write(`bench:search: ${e?.stack ?? String(e)}\n`);
    process.exit(1);
});
//# sourceMappingURL=bench-search.js.map