"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.NO_CACHE = exports.SHORT = exports.IMMUTABLE = exports.DEFAULT_WEB_DIR = void 0;
exports.openWebBundle = openWebBundle;
// The built web client in dist/web (see web/vite.config.mts): the page template, the static files
// with their cache policy, the build id, and the server render module, loaded on first use.
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const node_url_1 = require("node:url");
/** dist/web beside dist/server; the same three levels up from server/src/ssr (ts-jest) and dist/server/ssr. */
exports.DEFAULT_WEB_DIR = node_path_1.default.resolve(__dirname, '..', '..', '..', 'dist', 'web');
exports.IMMUTABLE = 'public, max-age=31536000, immutable';
exports.SHORT = 'public, max-age=3600';
exports.NO_CACHE = 'no-cache';
function cacheControlFor(file) {
    if (file.startsWith('assets/'))
        return exports.IMMUTABLE; // content-hashed names
    if (file.startsWith('builds/'))
        return exports.NO_CACHE; // polled to detect a new release
    return exports.SHORT;
}
function listFiles(dir, prefix = '') {
    return node_fs_1.default.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const rel = prefix + entry.name;
        if (entry.isDirectory())
            return rel === '.vite' ? [] : listFiles(node_path_1.default.join(dir, entry.name), rel + '/');
        return entry.isFile() && rel !== 'index.html' ? [rel] : [];
    });
}
/** Reads the built web client, or returns null (with the reason) when it has not been built. */
function openWebBundle(webDir = exports.DEFAULT_WEB_DIR) {
    const clientDir = node_path_1.default.join(webDir, 'client');
    const templateFile = node_path_1.default.join(clientDir, 'index.html');
    const entryFile = node_path_1.default.join(webDir, 'server', 'entry-server.mjs');
    const buildFile = node_path_1.default.join(clientDir, 'builds', 'latest.json');
    for (const file of [templateFile, entryFile, buildFile]) {
        if (!node_fs_1.default.existsSync(file))
            return { bundle: null, missing: file };
    }
    const manifestFile = node_path_1.default.join(clientDir, '.vite', 'manifest.json');
    const manifest = node_fs_1.default.existsSync(manifestFile) ? JSON.parse(node_fs_1.default.readFileSync(manifestFile, 'utf8')) : {};
    const staticFiles = new Map(listFiles(clientDir).map((file) => ['/' + file, { file, cacheControl: cacheControlFor(file) }]));
    let loading;
    return {
        bundle: {
            clientDir,
            template: node_fs_1.default.readFileSync(templateFile, 'utf8'),
            manifest,
            build: JSON.parse(node_fs_1.default.readFileSync(buildFile, 'utf8')),
            staticFiles,
            // A real dynamic import: TypeScript keeps `import()` as it is in CommonJS output under
            // `module: node20`, and Node loads the .mjs as an ES module. A failed load is retried on the
            // next request instead of being remembered.
            loadRenderModule: () => (loading ??= import((0, node_url_1.pathToFileURL)(entryFile).href).catch((error) => {
                loading = undefined;
                throw error;
            })),
        },
    };
}
//# sourceMappingURL=web-bundle.js.map