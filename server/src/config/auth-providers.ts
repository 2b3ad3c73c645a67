// External sign-in providers of the embedded auth API (OpenID Connect), configured by environment:
// AUTH_PROVIDERS names them, and each name has its AUTH_PROVIDER_<NAME>_* variables. Checked once at
// start, like every other variable: a missing or bad value stops the start naming the variable.
import { ConfigError } from './config';

export interface AuthProviderConfig {
  /** The `provider` of /authorize and of identities (lower case, e.g. `google`). */
  id: string;
  /** Shown on the sign-in button ("Prihlásiť sa cez <name>"). */
  name: string;
  /** OpenID issuer; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes asked for by default; always includes `openid`. */
  scopes: string;
}

type Env = Record<string, string | undefined>;

const NAME = /^[a-z][a-z0-9_]{0,30}$/;
/** Provider names GoTrue uses for something else. */
const RESERVED = new Set(['email', 'phone', 'anonymous', 'sso', 'saml', 'web3']);
const DISPLAY_NAMES: Record<string, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
  azure: 'Microsoft',
  microsoft: 'Microsoft',
  keycloak: 'Keycloak',
  gitlab: 'GitLab',
  linkedin_oidc: 'LinkedIn',
};
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function required(env: Env, variable: string): string {
  const value = env[variable]?.trim();
  if (!value) throw new ConfigError(variable, 'is required for a provider named in AUTH_PROVIDERS');
  return value;
}

/** The issuer must be https (plain http only on this machine, for a local test provider). */
function issuerUrl(env: Env, variable: string): string {
  const raw = required(env, variable);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(variable, `must be the provider's issuer URL (got "${raw}")`);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure || url.search || url.hash || url.username) throw new ConfigError(variable, `must be an https issuer URL without query or fragment (got "${raw}")`);
  return raw.replace(/\/+$/, '');
}

export function loadAuthProviders(list: string | undefined, env: Env): AuthProviderConfig[] {
  const ids = (list ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const seen = new Set<string>();
  return ids.map((id) => {
    if (!NAME.test(id) || RESERVED.has(id)) throw new ConfigError('AUTH_PROVIDERS', `has an invalid provider name "${id}" (a-z, 0-9 and _, not ${[...RESERVED].join('/')})`);
    if (seen.has(id)) throw new ConfigError('AUTH_PROVIDERS', `names "${id}" twice`);
    seen.add(id);
    const prefix = `AUTH_PROVIDER_${id.toUpperCase()}_`;
    const scopes = new Set((env[`${prefix}SCOPES`] ?? 'openid email profile').split(/[\s,]+/).filter(Boolean));
    scopes.add('openid');
    return {
      id,
      name: env[`${prefix}NAME`]?.trim() || DISPLAY_NAMES[id] || id.charAt(0).toUpperCase() + id.slice(1),
      issuer: issuerUrl(env, `${prefix}ISSUER`),
      clientId: required(env, `${prefix}CLIENT_ID`),
      clientSecret: required(env, `${prefix}CLIENT_SECRET`),
      scopes: [...scopes].join(' '),
    };
  });
}
