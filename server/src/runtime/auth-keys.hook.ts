import { anonKey, authIssuer, serviceRoleKey } from '../auth-api';
import type { StartContext } from './start-context';

/**
 * Embedded auth: prints where the auth API is and its keys, as `supabase start` does. The
 * service-role key is an admin credential, so production starts print only how to obtain it.
 */
export async function printAuthKeysHook({ config, lines }: StartContext): Promise<void> {
  if (config.AUTH_MODE !== 'embedded') {
    lines.push(`Auth:          hosted Supabase project ${config.SUPABASE_URL}`);
    return;
  }
  lines.push(`Auth API:      ${authIssuer(config)}  (Supabase Auth compatible)`);
  lines.push(`Anon key:      ${anonKey(config)}`);
  if (config.NODE_ENV === 'production')
    lines.push('Service key:   not printed in production (a JWT with role service_role signed with JWT_SECRET)');
  else lines.push(`Service key:   ${serviceRoleKey(config)}`);
}
