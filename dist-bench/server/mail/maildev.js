"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.startMailDev = startMailDev;
const node_fs_1 = __importDefault(require("node:fs"));
const node_os_1 = __importDefault(require("node:os"));
const node_path_1 = __importDefault(require("node:path"));
const net_1 = require("../common/net");
/** The wanted port when it is free, else any free one (0 = any). */
async function portOrFree(wanted) {
    if (wanted > 0 && !(await (0, net_1.isPortTaken)(wanted)))
        return wanted;
    return (0, net_1.freePort)();
}
/** Resolves on 'listening', rejects on the first 'error' (which may come from another emitter). */
const listening = (emitter, errors = emitter) => new Promise((resolve, reject) => {
    emitter.once('listening', () => resolve());
    errors.once('error', reject);
});
async function startOnce(smtpPort, webPort) {
    const mailDirectory = node_fs_1.default.mkdtempSync(node_path_1.default.join(node_os_1.default.tmpdir(), 'evklub-maildev-'));
    const signals = ['SIGINT', 'SIGTERM'];
    const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
    /* eslint-disable @typescript-eslint/no-require-imports */
    const MailDev = require('maildev');
    const web = require('maildev/lib/web');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const server = MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', mailDirectory, silent: true });
    // MailDev would exit the process on these signals; shutdown belongs to the server.
    for (const s of signals)
        for (const l of process.listeners(s))
            if (!before.get(s).has(l))
                process.removeListener(s, l);
    // MailDev rethrows SMTP server errors (a crash) and leaves its web server's unhandled: take both over.
    server.smtp.removeAllListeners('error');
    const stop = () => new Promise((resolve) => {
        server.close(() => {
            node_fs_1.default.rmSync(mailDirectory, { recursive: true, force: true });
            resolve();
        });
    });
    try {
        const ready = Promise.all([listening(server.smtp.server, server.smtp), web.server ? listening(web.server) : Promise.resolve()]);
        void server.listen(); // resolves only on success; a failure arrives as an 'error' event above
        await ready;
    }
    catch (e) {
        await stop().catch(() => undefined);
        throw e;
    }
    server.smtp.on('error', () => undefined); // a client dropping its connection is not a reason to stop
    web.server?.on('error', () => undefined);
    return { smtpPort, webPort, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl: `http://localhost:${webPort}/`, stop };
}
async function startMailDev(options = {}) {
    for (let attempt = 0;; attempt++) {
        const smtpPort = await portOrFree(attempt === 0 ? (options.smtpPort ?? 0) : 0);
        let webPort = await portOrFree(attempt === 0 ? (options.webPort ?? 0) : 0);
        if (webPort === smtpPort)
            webPort = await (0, net_1.freePort)();
        try {
            return await startOnce(smtpPort, webPort);
        }
        catch (e) {
            // Another process took a port between the check and the listen: try other free ports.
            if (e.code !== 'EADDRINUSE' || attempt >= 3)
                throw e;
        }
    }
}
//# sourceMappingURL=maildev.js.map