"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolveJwtSecret = resolveJwtSecret;
const node_path_1 = __importDefault(require("node:path"));
const secrets_1 = require("../common/secrets");
/**
 * The HS256 secret that signs access tokens and the anon/service-role keys in embedded mode:
 * JWT_SECRET when configured, else a secret generated once and kept in DATA_DIR/jwt-secret.
 */
function resolveJwtSecret(config) {
    return config.JWT_SECRET ?? (0, secrets_1.readOrCreateSecret)(node_path_1.default.join(config.dataDir, 'jwt-secret'), 48);
}
//# sourceMappingURL=jwt-secret.js.map