// External sign-in providers of the embedded auth API (OpenID Connect, or plain OAuth 2.0 with its
// endpoints given), configured by environment: AUTH_PROVIDERS names them, and each name has its
// AUTH_PROVIDER_<NAME>_* variables. Checked once at start, like every other variable: a missing or
// bad value stops the start naming the variable.
import { bool, ConfigError } from './parse';

export interface AuthProviderConfig {
  /** The `provider` of /authorize and of identities (lower case, e.g. `google`). */
  id: string;
  /** Shown on the sign-in button ("Prihlásiť sa cez <name>"). */
  name: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes asked for by default (OpenID providers: always with `openid`). */
  scopes: string;
  /**
   * `oidc`: `issuer` is read through its discovery document (`<issuer>/.well-known/openid-configuration`)
   * and an ID token is required. `oauth2`: a plain OAuth 2.0 provider (Facebook) with its three endpoints
   * given; who signed in comes from `userinfoUrl`.
   */
  kind: 'oidc' | 'oauth2';
  issuer: string;
  endpoints?: { authorization: string; token: string; userinfo: string };
  /** The provider only hands out addresses it has verified (Facebook): its e-mail counts as verified. */
  trustEmail: boolean;
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

/** Provider URLs must be https (plain http only on this machine, for a local test provider). */
function providerUrl(env: Env, variable: string, what: string): string {
  const raw = required(env, variable);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(variable, `must be ${what} (got "${raw}")`);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure || url.hash || url.username) throw new ConfigError(variable, `must be ${what} over https (got "${raw}")`);
  return raw;
}

function issuerUrl(env: Env, variable: string): string {
  const issuer = providerUrl(env, variable, "the provider's issuer URL");
  if (new URL(issuer).search)
    throw new ConfigError(variable, `must be the provider's issuer URL without a query (got "${issuer}")`);
  return issuer.replace(/\/+$/, '');
}

const ENDPOINTS = ['AUTHORIZATION_URL', 'TOKEN_URL', 'USERINFO_URL'] as const;

function scopesOf(env: Env, prefix: string, oidc: boolean): string {
  const scopes = new Set(
    (env[`${prefix}SCOPES`] ?? (oidc ? 'openid email profile' : 'email')).split(/[\s,]+/).filter(Boolean),
  );
  if (oidc) scopes.add('openid');
  return [...scopes].join(' ');
}

function loadProvider(id: string, env: Env): AuthProviderConfig {
  const prefix = `AUTH_PROVIDER_${id.toUpperCase()}_`;
  const plain = ENDPOINTS.some((e) => env[`${prefix}${e}`]?.trim());
  const common = {
    id,
    name: env[`${prefix}NAME`]?.trim() || DISPLAY_NAMES[id] || id.charAt(0).toUpperCase() + id.slice(1),
    clientId: required(env, `${prefix}CLIENT_ID`),
    clientSecret: required(env, `${prefix}CLIENT_SECRET`),
    trustEmail:
      env[`${prefix}TRUST_EMAIL`] === undefined ? false : bool(env[`${prefix}TRUST_EMAIL`]!, `${prefix}TRUST_EMAIL`),
  };
  if (!plain)
    return { ...common, kind: 'oidc', issuer: issuerUrl(env, `${prefix}ISSUER`), scopes: scopesOf(env, prefix, true) };
  if (env[`${prefix}ISSUER`]?.trim())
    throw new ConfigError(
      `${prefix}ISSUER`,
      `is for OpenID providers; a plain OAuth 2.0 provider has ${ENDPOINTS.map((e) => prefix + e).join(', ')} instead`,
    );
  const [authorization, token, userinfo] = ENDPOINTS.map((e) =>
    providerUrl(env, `${prefix}${e}`, 'the URL of the provider endpoint'),
  );
  return {
    ...common,
    kind: 'oauth2',
    issuer: new URL(authorization).origin,
    endpoints: { authorization, token, userinfo },
    scopes: scopesOf(env, prefix, false),
  };
}

export function loadAuthProviders(list: string | undefined, env: Env): AuthProviderConfig[] {
  const ids = (list ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const seen = new Set<string>();
  return ids.map((id) => {
    if (!NAME.test(id) || RESERVED.has(id))
      throw new ConfigError(
        'AUTH_PROVIDERS',
        `has an invalid provider name "${id}" (a-z, 0-9 and _, not ${[...RESERVED].join('/')})`,
      );
    if (seen.has(id)) throw new ConfigError('AUTH_PROVIDERS', `names "${id}" twice`);
    seen.add(id);
    return loadProvider(id, env);
  });
}
