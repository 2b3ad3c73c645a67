"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.onStartHooks = void 0;
const auth_keys_hook_1 = require("./auth-keys.hook");
const maildev_hook_1 = require("./maildev.hook");
const seed_hook_1 = require("./seed.hook");
/**
 * Steps that run after migrations and before the server listens (seeding, the local mail inbox,
 * auth keys). Each feature adds its step in its own file and lists it here.
 */
exports.onStartHooks = [seed_hook_1.seedDemoHook, maildev_hook_1.startLocalMailHook, auth_keys_hook_1.printAuthKeysHook];
//# sourceMappingURL=start-hooks.js.map