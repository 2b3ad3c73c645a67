"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.authProviders = void 0;
const core_1 = require("@nestjs/core");
const auth_guard_1 = require("./auth.guard");
const jwt_keys_1 = require("./jwt-keys");
const jwt_strategy_1 = require("./jwt.strategy");
/** Spread into the app module: the JWT strategy and the global deny-by-default guard. */
exports.authProviders = [jwt_keys_1.JwtKeyResolver, jwt_strategy_1.JwtStrategy, { provide: core_1.APP_GUARD, useClass: auth_guard_1.AuthGuard }];
//# sourceMappingURL=auth.providers.js.map