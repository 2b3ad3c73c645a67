"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
// `npm run db:migrate`: applies the pending migrations of prisma/migrations to DATABASE_URL or, when
// it is unset, to the embedded PostgreSQL under DATA_DIR (started and stopped here, as at boot).
// Prints what it applied; a known problem is one readable line on stderr and exit code 1.
const config_1 = require("../config/config");
const embedded_postgres_1 = require("./embedded-postgres");
const migrator_1 = require("./migrator");
class CliError extends Error {
}
async function migrate() {
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
    try {
        const applied = await (0, migrator_1.applyMigrations)(url).catch((e) => {
            if (e instanceof migrator_1.MigrationError)
                throw e;
            // Anything else before or around the SQL is the connection: unreachable, refused, bad password.
            throw new CliError(`cannot migrate the database at ${(0, config_1.redactUrl)(url)}: ${firstLine(e)}`);
        });
        process.stdout.write(applied.length ? applied.map((name) => `applied ${name}\n`).join('') : 'database is up to date\n');
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
migrate().then(() => process.exit(0), (e) => {
    if (e instanceof config_1.ConfigError)
        process.stderr.write(`EV Klub db:migrate: configuration error: ${e.message}\n`);
    else if (e instanceof migrator_1.MigrationError || e instanceof CliError)
        process.stderr.write(`EV Klub db:migrate: ${firstLine(e)}\n`);
    else
        process.stderr.write(`EV Klub db:migrate: unexpected error\n${e?.stack ?? String(e)}\n`);
    process.exit(1);
});
//# sourceMappingURL=migrate-cli.js.map