"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.readOrCreateSecret = readOrCreateSecret;
const node_crypto_1 = require("node:crypto");
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
/** Reads a secret kept in the data folder, creating it (mode 600) on first use. */
function readOrCreateSecret(file, bytes = 24) {
    if (node_fs_1.default.existsSync(file))
        return node_fs_1.default.readFileSync(file, 'utf8').trim();
    const secret = (0, node_crypto_1.randomBytes)(bytes).toString('base64url');
    node_fs_1.default.mkdirSync(node_path_1.default.dirname(file), { recursive: true });
    node_fs_1.default.writeFileSync(file, secret + '\n', { mode: 0o600 });
    return secret;
}
//# sourceMappingURL=secrets.js.map