"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.printAuthKeysHook = printAuthKeysHook;
const keys_1 = require("../auth-api/keys");
/**
 * Embedded auth: prints where the auth API is and its keys, as `supabase start` does. The
 * service-role key is an admin credential, so production starts print only how to obtain it.
 */
async function printAuthKeysHook({ config, lines }) {
    if (config.AUTH_MODE !== 'embedded') {
        lines.push(`Auth:          hosted Supabase project ${config.SUPABASE_URL}`);
        return;
    }
    lines.push(`Auth API:      ${(0, keys_1.authIssuer)(config)}  (Supabase Auth compatible)`);
    lines.push(`Anon key:      ${(0, keys_1.anonKey)(config)}`);
    if (config.NODE_ENV === 'production')
        lines.push('Service key:   not printed in production (a JWT with role service_role signed with JWT_SECRET)');
    else
        lines.push(`Service key:   ${(0, keys_1.serviceRoleKey)(config)}`);
}
//# sourceMappingURL=auth-keys.hook.js.map