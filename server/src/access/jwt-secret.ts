import path from 'node:path';
import type { Config } from '../config/config';
import { readOrCreateSecret } from '../common/secrets';

/**
 * The HS256 secret that signs access tokens and the anon/service-role keys in embedded mode:
 * JWT_SECRET when configured, else a secret generated once and kept in DATA_DIR/jwt-secret.
 */
export function resolveJwtSecret(config: Config): string {
  return config.JWT_SECRET ?? readOrCreateSecret(path.join(config.dataDir, 'jwt-secret'), 48);
}
