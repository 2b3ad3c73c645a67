"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.StartError = void 0;
exports.boot = boot;
const pg_1 = __importDefault(require("pg"));
const app_1 = require("../app");
const config_1 = require("../config/config");
const logger_1 = require("../common/logger");
const migrator_1 = require("../database/migrator");
const embedded_postgres_1 = require("../database/embedded-postgres");
const start_hooks_1 = require("./start-hooks");
const banner_1 = require("./banner");
class StartError extends Error {
    name = 'StartError';
}
exports.StartError = StartError;
/** Starts the whole server. On a known problem prints one readable line and exits non-zero. */
async function boot(env = process.env) {
    let config;
    try {
        config = (0, config_1.loadConfig)(env);
    }
    catch (e) {
        if (e instanceof config_1.ConfigError)
            fatal(`configuration error: ${e.message}`);
        throw e;
    }
    const logger = (0, logger_1.createLogger)(config.LOG_LEVEL);
    const stops = [];
    try {
        const started = await start(config, logger, stops);
        installShutdown(started.app, logger, stops);
        (0, banner_1.printBanner)(started.context);
    }
    catch (e) {
        await runStops(stops);
        if (e instanceof config_1.ConfigError)
            fatal(`configuration error: ${e.message}`);
        if (e instanceof StartError || e instanceof migrator_1.MigrationError)
            fatal(e.message);
        throw e;
    }
}
async function start(config, logger, stops) {
    let databaseUrl = config.DATABASE_URL;
    let embedded = false;
    if (!databaseUrl) {
        const db = await (0, embedded_postgres_1.startEmbeddedPostgres)(config.dataDir, (m) => logger.warn(m)).catch((e) => {
            throw new StartError(`cannot start the embedded PostgreSQL in ${config.dataDir}: ${e.message}`);
        });
        stops.push(db.stop);
        databaseUrl = db.url;
        embedded = true;
    }
    await checkReachable(databaseUrl);
    const applied = await (0, migrator_1.applyMigrations)(databaseUrl);
    if (applied.length)
        logger.info({ applied }, 'migrations applied');
    const context = { config, logger, databaseUrl, embedded, lines: [], stops };
    for (const hook of start_hooks_1.onStartHooks)
        await hook(context);
    const app = await (0, app_1.createApp)({ config, databaseUrl, logger });
    await app.listen({ port: config.PORT, host: config.HOST }).catch((e) => {
        throw new StartError(e.code === 'EADDRINUSE' ? `port ${config.PORT} is in use; set PORT to another port` : `cannot listen on ${config.HOST}:${config.PORT}: ${e.message}`);
    });
    return { app, context };
}
async function checkReachable(databaseUrl) {
    const client = new pg_1.default.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    try {
        await client.connect();
        await client.query('SELECT 1');
    }
    catch (e) {
        throw new StartError(`cannot reach the database at ${(0, config_1.redactUrl)(databaseUrl)}: ${e.message || e.code}`);
    }
    finally {
        await client.end().catch(() => { });
    }
}
function installShutdown(app, logger, stops) {
    let stopping = false;
    const shutdown = async (signal) => {
        if (stopping)
            return;
        stopping = true;
        logger.info({ signal }, 'shutting down');
        const timer = setTimeout(() => {
            logger.error('shutdown took over 20 s; exiting');
            process.exit(1);
        }, 20_000);
        timer.unref();
        try {
            // A keep-alive connection whose request finishes during the drain would hold the server open
            // until its keep-alive timeout; close each connection as soon as it has no request in progress.
            const server = app.getHttpServer();
            const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
            await app.close().finally(() => clearInterval(closeIdle)); // stops accepting, waits for in-flight requests, closes the pool
            await runStops(stops);
            logger.info('stopped');
            process.exit(0);
        }
        catch (e) {
            logger.error({ err: e }, 'shutdown failed');
            process.exit(1);
        }
    };
    // Shutdown is ours alone: embedded-postgres (through async-exit-hook) listens for the same signals
    // and would stop the database and exit at once (code 130/143), cutting requests still in flight.
    for (const signal of ['SIGINT', 'SIGTERM']) {
        process.removeAllListeners(signal);
        process.on(signal, () => void shutdown(signal));
    }
}
async function runStops(stops) {
    for (const stop of stops.reverse())
        await stop().catch(() => { });
}
function fatal(message) {
    process.stderr.write(`EV Klub: ${message}\n`);
    process.exit(1);
}
//# sourceMappingURL=boot.js.map