"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.printBanner = printBanner;
const config_1 = require("../config/config");
/** What `npm start` prints once the server listens: where everything is. */
function printBanner({ config, databaseUrl, embedded, lines }) {
    const url = config.PUBLIC_URL;
    const out = [
        '',
        `  ${config.SITE_NAME} is running`,
        `  Site:          ${url}/`,
        `  API docs:      ${url}/api/docs`,
        `  Health:        ${url}/healthz  ${url}/readyz`,
        `  Database:      ${(0, config_1.redactUrl)(databaseUrl)}${embedded ? `  (embedded, data in ${config.dataDir})` : ''}`,
        ...lines.map((l) => `  ${l}`),
        '  Stop with Ctrl+C',
        '',
    ];
    process.stdout.write(out.join('\n') + '\n');
}
//# sourceMappingURL=banner.js.map