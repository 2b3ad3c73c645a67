"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
// `npm run db:seed [-- --members N]`: applies pending migrations to DATABASE_URL or the embedded
// PostgreSQL under DATA_DIR (as db:migrate does), fills an empty database with the demo content and
// accounts, and with --members N adds synthetic members 1…N for load tests (skipping those present).
// A known problem is one readable line on stderr and exit code 1; bad arguments exit with code 2.
const adapter_pg_1 = require("@prisma/adapter-pg");
const config_1 = require("../config/config");
const client_1 = require("../generated/prisma/client");
const storage_service_1 = require("../storage/storage.service");
const embedded_postgres_1 = require("./embedded-postgres");
const migrator_1 = require("./migrator");
const seed_1 = require("./seed");
const synthetic_members_1 = require("./seed/synthetic-members");
class CliError extends Error {
}
class UsageError extends Error {
}
const USAGE = `usage: npm run db:seed [-- --members N]   (N = 1…${synthetic_members_1.MAX_SYNTHETIC_MEMBERS})`;
function parseArgs(argv) {
    let members = null;
    for (let i = 0; i < argv.length; i++) {
        const [flag, inline] = argv[i].split('=', 2);
        if (flag !== '--members')
            throw new UsageError(`unknown argument ${argv[i]}`);
        const raw = inline ?? argv[++i];
        if (!raw || !/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > synthetic_members_1.MAX_SYNTHETIC_MEMBERS)
            throw new UsageError(`--members needs a whole number from 1 to ${synthetic_members_1.MAX_SYNTHETIC_MEMBERS}`);
        members = Number(raw);
    }
    return { members };
}
async function seed() {
    const { members } = parseArgs(process.argv.slice(2));
    const config = (0, config_1.loadConfig)(process.env);
    let url = config.DATABASE_URL;
    let stop;
    if (!url) {
        const db = await (0, embedded_postgres_1.startEmbeddedPostgres)(config.dataDir, (m) => process.stderr.write(`${m}\n`)).catch((e) => {
            throw new CliError(`cannot start the embedded PostgreSQL in ${config.dataDir}: ${firstLine(e)}`);
        });
        stop = db.stop;
        url = db.url;
    }
    const databaseUrl = url;
    try {
        await (0, migrator_1.applyMigrations)(databaseUrl).catch((e) => {
            if (e instanceof migrator_1.MigrationError)
                throw e;
            throw new CliError(`cannot reach the database at ${(0, config_1.redactUrl)(databaseUrl)}: ${firstLine(e)}`);
        });
        const prisma = new client_1.PrismaClient({ adapter: new adapter_pg_1.PrismaPg({ connectionString: databaseUrl, max: 2 }) });
        try {
            const result = await (0, seed_1.seedDemo)(prisma, {
                storage: new storage_service_1.StorageService(config),
                authUsers: config.AUTH_MODE === 'embedded',
                bcryptCost: config.AUTH_BCRYPT_COST,
                contactEmail: config.CONTACT_EMAIL,
            });
            if (!result.seeded)
                process.stdout.write('database is not empty; nothing seeded\n');
            else
                process.stdout.write(['demo content seeded', ...(0, seed_1.demoAccountLines)(result.accounts)].join('\n') + '\n');
        }
        finally {
            await prisma.$disconnect();
        }
        if (members) {
            const started = Date.now();
            const { added, present } = await (0, synthetic_members_1.addSyntheticMembers)(databaseUrl, members, {
                onProgress: (done, total) => process.stdout.write(`  synthetic members: ${done}/${total}\n`),
            });
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(`added ${added} synthetic members (member1…member${members}@example.sk; ${present} were present) in ${seconds} s\n`);
        }
    }
    finally {
        await stop?.();
    }
}
/** pg reports a refused connection to several addresses as an AggregateError without a message. */
function firstLine(e) {
    const message = e.message || e.errors?.[0]?.message || e.code || String(e);
    return message.split('\n')[0];
}
seed().then(() => process.exit(0), (e) => {
    if (e instanceof UsageError) {
        process.stderr.write(`EV Klub db:seed: ${e.message}\n${USAGE}\n`);
        process.exit(2);
    }
    if (e instanceof config_1.ConfigError)
        process.stderr.write(`EV Klub db:seed: configuration error: ${e.message}\n`);
    else if (e instanceof migrator_1.MigrationError || e instanceof CliError)
        process.stderr.write(`EV Klub db:seed: ${firstLine(e)}\n`);
    else
        process.stderr.write(`EV Klub db:seed: unexpected error\n${e?.stack ?? String(e)}\n`);
    process.exit(1);
});
//# sourceMappingURL=seed-cli.js.map