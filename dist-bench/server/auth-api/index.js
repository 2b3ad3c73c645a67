"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.hashPassword = exports.createAuthUser = exports.ADMIN_ROLES = exports.publicJwks = exports.authKeys = exports.authIssuer = exports.serviceRoleKey = exports.anonKey = void 0;
// What other parts of the server (and the seed and tests) use from the embedded auth API.
var keys_1 = require("./keys");
Object.defineProperty(exports, "anonKey", { enumerable: true, get: function () { return keys_1.anonKey; } });
Object.defineProperty(exports, "serviceRoleKey", { enumerable: true, get: function () { return keys_1.serviceRoleKey; } });
Object.defineProperty(exports, "authIssuer", { enumerable: true, get: function () { return keys_1.authIssuer; } });
Object.defineProperty(exports, "authKeys", { enumerable: true, get: function () { return keys_1.authKeys; } });
Object.defineProperty(exports, "publicJwks", { enumerable: true, get: function () { return keys_1.publicJwks; } });
Object.defineProperty(exports, "ADMIN_ROLES", { enumerable: true, get: function () { return keys_1.ADMIN_ROLES; } });
var auth_user_repository_1 = require("../repositories/auth-user.repository");
Object.defineProperty(exports, "createAuthUser", { enumerable: true, get: function () { return auth_user_repository_1.createAuthUser; } });
var password_1 = require("./password");
Object.defineProperty(exports, "hashPassword", { enumerable: true, get: function () { return password_1.hashPassword; } });
//# sourceMappingURL=index.js.map