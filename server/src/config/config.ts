// The one typed configuration of the server: every environment variable it reads is declared in
// `variables` below, parsed and validated once at start. A bad value stops the start with a
// message naming the variable.
import { isIP } from 'node:net';
import path from 'node:path';
import { loadAuthProviders, type AuthProviderConfig } from './auth-providers';
import { bool, ConfigError, fail, int, type Parser } from './parse';

type Env = Record<string, string | undefined>;

export type TrustProxy = false | number | string[];
const trustProxy: Parser<TrustProxy> = (raw, name) => {
  const v = raw.trim().toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return 1;
  if (/^\d+$/.test(v))
    return Number(v) <= 10 ? Number(v) : fail(name, 'must be false, a hop count from 1 to 10, or proxy addresses', raw);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ok =
    list.length > 0 &&
    list.every((a) => ['loopback', 'linklocal', 'uniquelocal'].includes(a) || isIP(a.split('/')[0]) !== 0);
  return ok
    ? list
    : fail(name, 'must be false, a hop count from 1 to 10, or comma-separated proxy addresses/CIDRs', raw);
};

const oneOf =
  <T extends string>(...values: T[]): Parser<T> =>
  (raw, name) =>
    (values as string[]).includes(raw.trim())
      ? (raw.trim() as T)
      : fail(name, `must be one of ${values.join(', ')}`, raw);

const url =
  (...protocols: string[]): Parser<string> =>
  (raw, name) => {
    let parsed: URL;
    try {
      parsed = new URL(raw.trim());
    } catch {
      return fail(name, `must be a URL (${protocols.join(' or ')})`, redactUrl(raw));
    }
    if (!protocols.includes(parsed.protocol.replace(/:$/, '')))
      fail(name, `must use ${protocols.join(' or ')}`, redactUrl(raw));
    if (!parsed.hostname && !parsed.searchParams.get('host')) fail(name, 'must name a host', redactUrl(raw));
    return raw.trim();
  };

/** Comma-separated origins (`https://evklub.sk`), each kept as its URL's origin. */
const origins: Parser<string[]> = (raw, name) =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((o) => {
      try {
        const parsed = new URL(o);
        if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === o.replace(/\/+$/, ''))
          return parsed.origin;
      } catch {
        // refused below
      }
      return fail(name, 'must be comma-separated origins such as https://evklub.sk (scheme, host and port only)', raw);
    });

const text =
  (minLength = 1): Parser<string> =>
  (raw, name) =>
    raw.trim().length >= minLength
      ? raw.trim()
      : fail(name, `must have at least ${minLength} characters`, minLength > 8 ? '…' : raw);

/** A request budget `count/window` (window in s, m or h, e.g. `30/5m`); `off` disables the limit. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}
/** A budget that prints as it is written (`30/5m`), for messages and the README. */
function perWindow(limit: number, windowSeconds: number): RateLimit | null {
  const text =
    windowSeconds % 3600 === 0
      ? `${windowSeconds / 3600}h`
      : windowSeconds % 60 === 0
        ? `${windowSeconds / 60}m`
        : `${windowSeconds}s`;
  return Object.defineProperty({ limit, windowSeconds }, 'toString', {
    value: () => `${limit}/${text}`,
    enumerable: false,
  });
}
const rate: Parser<RateLimit | null> = (raw, name) => {
  const v = raw.trim().toLowerCase();
  if (v === 'off') return null;
  const m = /^(\d{1,7})\/(\d{1,5})([smh])$/.exec(v);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1)
    return fail(name, 'must be count/window such as 30/5m (s, m or h), or off', raw);
  return perWindow(Number(m[1]), Number(m[2]) * { s: 1, m: 60, h: 3600 }[m[3] as 's' | 'm' | 'h']);
};

/**
 * `smtp://…`, `smtps://…`, or `maildev`: the local catcher asked for by name (NODE_ENV=production refuses it unnamed).
 */
const smtpUrl: Parser<string> = (raw, name) =>
  raw.trim() === MAIL_CATCHER ? MAIL_CATCHER : url('smtp', 'smtps')(raw, name);
const MAIL_CATCHER = 'maildev';
/** A five-field cron expression (`30 2 * * *`), or `off`. */
const cron: Parser<string> = (raw, name) => {
  const v = raw.trim();
  return v === 'off' || /^(\S+\s+){4}\S+$/.test(v)
    ? v
    : fail(name, 'must be a cron expression of five fields (minute hour day month weekday) or off', raw);
};

const email: Parser<string> = (raw, name) =>
  /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(raw.trim()) ? raw.trim() : fail(name, 'must be an e-mail address', raw);

/** Hides the password of a connection URL so it can be shown in a message or a log. */
export function redactUrl(raw: string): string {
  return raw.replace(/(\/\/[^:/@]+:)[^@/]*@/, '$1***@');
}

interface Variable<T> {
  parse: Parser<T>;
  default?: T;
  description: string;
  secret?: boolean;
}

const v = <T>(parse: Parser<T>, description: string, defaultValue?: T, secret = false): Variable<T> => ({
  parse,
  description,
  default: defaultValue,
  secret,
});

/** Every environment variable the server reads, with its parser, default and description. */
export const variables = {
  NODE_ENV: v(
    oneOf('development', 'production', 'test'),
    'Run mode',
    'development' as 'development' | 'production' | 'test',
  ),
  PORT: v(int(1, 65535), 'HTTP port', 3000),
  HOST: v(text(), 'Address to listen on', '0.0.0.0'),
  PUBLIC_URL: v(
    url('http', 'https'),
    'Public address of the site (links in e-mails, canonical links); default http://localhost:PORT',
  ),
  DATA_DIR: v(text(), 'Folder for the embedded database, generated secrets and uploaded files', '.data'),
  STORAGE_DRIVER: v(
    oneOf('local', 's3'),
    'Where uploaded files live: local = DATA_DIR/files, s3 = an S3-compatible bucket (S3_* variables)',
    'local' as 'local' | 's3',
  ),
  S3_ENDPOINT: v(
    url('http', 'https'),
    'S3-compatible endpoint (e.g. https://<account>.r2.cloudflarestorage.com); unset = AWS S3 of S3_REGION',
  ),
  S3_REGION: v(text(), 'Region of the bucket (auto for R2)', 'us-east-1'),
  S3_BUCKET: v(text(3), 'Bucket of uploaded files (STORAGE_DRIVER=s3)'),
  S3_ACCESS_KEY_ID: v(text(), 'Access key of the bucket (STORAGE_DRIVER=s3)', undefined, true),
  S3_SECRET_ACCESS_KEY: v(text(), 'Secret key of the bucket (STORAGE_DRIVER=s3)', undefined, true),
  S3_FORCE_PATH_STYLE: v(
    bool,
    'Address the bucket as <endpoint>/<bucket> instead of <bucket>.<endpoint> (MinIO and most self-hosted servers)',
    false,
  ),
  STORAGE_PUBLIC_URL: v(
    url('https', 'http'),
    'Public address of the bucket or a CDN in front of it, for public images (photos); unset = served by the site under /api/media',
  ),
  IMAGE_CONCURRENCY: v(
    int(1, 16),
    'Uploaded images processed at once (each on libvips threads); more wait their turn',
    1,
  ),
  DATABASE_URL: v(
    url('postgres', 'postgresql'),
    'External PostgreSQL; unset = embedded PostgreSQL under DATA_DIR',
    undefined,
    true,
  ),
  DATABASE_POOL_SIZE: v(int(1, 200), 'Connections in the database pool', 10),
  PAGE_CACHE_MB: v(
    int(0, 4096),
    'Memory for rendered public pages (server/src/page-cache); 0 = every page is rendered anew',
    32,
  ),
  DATABASE_CONNECT_TIMEOUT: v(
    int(100, 60_000),
    'Milliseconds to get a database connection (new or from the pool) before answering 503',
    5000,
  ),
  DATABASE_STATEMENT_TIMEOUT: v(
    int(100, 600_000),
    'Milliseconds a database statement may take (server- and client-side) before answering 503',
    10_000,
  ),
  BACKUP_DIR: v(text(), 'Folder `npm run backup` writes its archives to', 'backups'),
  BACKUP_KEEP: v(
    int(0, 10_000),
    'Base backups kept in BACKUP_DIR and the backup bucket, newest first, with the WAL they need; 0 = all',
    7,
  ),
  BACKUP_WAL: v(
    bool,
    "Archive the embedded PostgreSQL's WAL continuously into BACKUP_DIR/wal (and the backup bucket), for restores to any moment",
    true,
  ),
  BACKUP_WAL_TIMEOUT: v(
    int(1, 3600),
    'Seconds after which a partly filled WAL segment is archived anyway: the most committed data a lost machine costs',
    60,
  ),
  BACKUP_SCHEDULE: v(
    cron,
    'When the job queue takes a base backup (cron, UTC, one instance takes each); off = only `npm run backup`',
    '30 2 * * *',
  ),
  BACKUP_S3_BUCKET: v(
    text(3),
    'Bucket that backups and WAL are shipped to (under backups/); unset = the storage bucket when STORAGE_DRIVER=s3, off = none',
  ),
  BACKUP_S3_ENDPOINT: v(url('http', 'https'), 'Endpoint of the backup bucket; unset = S3_ENDPOINT'),
  BACKUP_S3_ACCESS_KEY_ID: v(text(), 'Access key of the backup bucket; unset = S3_ACCESS_KEY_ID', undefined, true),
  BACKUP_S3_SECRET_ACCESS_KEY: v(
    text(),
    'Secret key of the backup bucket; unset = S3_SECRET_ACCESS_KEY',
    undefined,
    true,
  ),
  BACKUP_ENCRYPTION_KEY: v(
    text(16),
    'Passphrase that encrypts (AES-256-GCM) every backup and WAL segment sent to the bucket; a restore from the bucket needs it',
    undefined,
    true,
  ),
  METRICS_TOKEN: v(
    text(24),
    'Bearer token that GET /metrics (Prometheus) requires; unset = /metrics answers 404',
    undefined,
    true,
  ),
  LOG_LEVEL: v(oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'), 'Log level', 'info' as string),
  SEED_DEMO: v(
    bool,
    'Fill an empty database with demo content and accounts at start; unset with NODE_ENV=production = false',
    true,
  ),
  SMTP_URL: v(
    smtpUrl,
    'Outgoing mail server; unset = MailDev started locally, which NODE_ENV=production refuses unless SMTP_URL=maildev asks for it (a trial)',
    undefined,
    true,
  ),
  MAIL_FROM: v(text(), 'Sender of outgoing mail', 'EV Klub <noreply@evklub.sk>'),
  JOBS_WORKERS: v(
    bool,
    'Run the job-queue workers (mail delivery, reminders) in this server; false = only queue jobs, for `npm run worker` elsewhere',
    true,
  ),
  MAIL_RETRY_LIMIT: v(int(0, 100), 'Delivery attempts of a mail after the first before it is marked failed', 12),
  MAIL_RETRY_DELAY: v(
    int(1, 3600),
    'Seconds before the first retry of an undelivered mail; each further retry waits about twice as long',
    15,
  ),
  MAIL_RETRY_DELAY_MAX: v(int(1, 86400), 'Longest wait in seconds between two delivery attempts of a mail', 1800),
  VAPID_PUBLIC_KEY: v(
    text(),
    'Web Push VAPID public key (base64url, with VAPID_PRIVATE_KEY); unset = a pair generated and kept under DATA_DIR',
  ),
  VAPID_PRIVATE_KEY: v(text(), 'Web Push VAPID private key (base64url)', undefined, true),
  VAPID_SUBJECT: v(
    text(),
    'Contact the push services may use (mailto: or https:); unset = PUBLIC_URL when https, else mailto: of MAIL_FROM',
  ),
  MAILDEV_SMTP_PORT: v(int(0, 65535), 'SMTP port of the local MailDev (0 = any free port)', 1025),
  MAILDEV_WEB_PORT: v(int(0, 65535), 'Inbox port of the local MailDev (0 = any free port)', 1080),
  AUTH_MODE: v(
    oneOf('embedded', 'supabase'),
    'embedded = this server is the auth service; supabase = a hosted Supabase project',
    'embedded' as 'embedded' | 'supabase',
  ),
  JWT_SECRET: v(text(32), 'HS256 secret for access tokens; unset = generated and kept under DATA_DIR', undefined, true),
  JWT_EXPIRY: v(int(30, 604800), 'Access-token lifetime in seconds', 3600),
  AUTH_AUTOCONFIRM: v(bool, 'Sign-up without e-mail confirmation', false),
  AUTH_DISABLE_SIGNUP: v(bool, 'Refuse new sign-ups through /auth/v1/signup (admins can still create accounts)', false),
  AUTH_ANONYMOUS_SIGN_IN: v(bool, 'Allow anonymous sign-ins', false),
  AUTH_CORS_ORIGINS: v(
    origins,
    "Comma-separated origins besides PUBLIC_URL's whose browsers may call /auth/v1 with credentials (cookies); any other origin gets `*` without credentials",
  ),
  AUTH_REDIRECT_ALLOW_LIST: v(
    text(),
    'Comma-separated URL globs accepted as redirect_to besides PUBLIC_URL (e.g. https://*.evklub.sk/**)',
  ),
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL: v(
    int(0, 3600),
    'Seconds a rotated refresh token may still be used (parallel tabs) before reuse revokes the session',
    10,
  ),
  AUTH_OTP_EXPIRY: v(int(60, 86400), 'Lifetime in seconds of e-mail links and codes', 3600),
  AUTH_MAIL_MIN_INTERVAL: v(
    int(0, 3600),
    'Seconds before the same kind of auth e-mail is sent to the same user again',
    60,
  ),
  AUTH_PASSWORD_MIN_LENGTH: v(int(6, 72), 'Minimum password length', 8),
  AUTH_PASSWORD_REQUIRED_CHARACTERS: v(
    text(),
    'Character sets a password must draw from, separated by ":" (e.g. abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789)',
  ),
  AUTH_SECURE_PASSWORD_CHANGE: v(
    bool,
    'A password change from a session older than 24 h needs the nonce from /reauthenticate',
    false,
  ),
  AUTH_SECURE_EMAIL_CHANGE: v(bool, 'An e-mail change must be confirmed from both the old and the new address', true),
  AUTH_MFA_TOTP: v(bool, 'Allow TOTP multi-factor enrolment and verification', true),
  AUTH_PASSKEY_ENABLED: v(bool, 'Members may register passkeys and sign in with them (/auth/v1/passkeys)', true),
  AUTH_PASSKEY_USER_VERIFICATION: v(
    oneOf('required', 'preferred'),
    "Passkeys ask for the member's PIN or biometrics: required = a sign-in or registration without user verification is refused (a stolen security key without its PIN signs nobody in); preferred = GoTrue's behaviour, accepted without it",
    'required' as 'required' | 'preferred',
  ),
  AUTH_PASSKEY_MAX_PER_USER: v(int(1, 100), 'Most passkeys one member may register', 10),
  AUTH_WEBAUTHN_RP_ID: v(text(), "WebAuthn relying-party id (a domain); unset = PUBLIC_URL's host"),
  AUTH_WEBAUTHN_RP_DISPLAY_NAME: v(text(), 'Name the browser shows when a passkey is made; unset = SITE_NAME'),
  AUTH_WEBAUTHN_RP_ORIGINS: v(
    origins,
    "Comma-separated origins whose passkey ceremonies are accepted; unset = PUBLIC_URL's origin",
  ),
  AUTH_WEBAUTHN_CHALLENGE_EXPIRY: v(
    int(10, 3600),
    'Seconds a passkey registration or sign-in challenge stays valid',
    300,
  ),
  AUTH_PROVIDERS: v(
    text(),
    'Comma-separated external sign-in providers (OpenID Connect or plain OAuth 2.0, e.g. google,apple,facebook), each set up by its AUTH_PROVIDER_<NAME>_* variables; embedded mode only',
  ),
  AUTH_MANUAL_LINKING: v(
    bool,
    'Signed-in members may link and unlink provider identities (when AUTH_PROVIDERS is set)',
    true,
  ),
  AUTH_BCRYPT_COST: v(int(4, 15), 'bcrypt cost of stored passwords (GoTrue uses 10; lower only in tests)', 10),
  AUTH_REQUESTS_AT_ONCE: v(
    int(1, 50),
    'Auth API requests worked on at once per route class (sign-in, sign-up, e-mail links; the rest), each with at most one database connection at a time: keep twice this well below DATABASE_POOL_SIZE',
    2,
  ),
  AUTH_REQUESTS_QUEUED: v(
    int(0, 1000),
    'Auth API requests that may wait for their turn per route class; beyond, 429 over_request_rate_limit with Retry-After',
    32,
  ),
  JWT_ALGORITHM: v(
    oneOf('HS256', 'ES256', 'RS256'),
    'Access-token signature; ES256/RS256 keys are generated under DATA_DIR and published at /auth/v1/.well-known/jwks.json',
    'HS256' as 'HS256' | 'ES256' | 'RS256',
  ),
  RATE_LIMIT_SIGN_IN: v(rate, 'Failed password sign-ins per IP and per e-mail address', perWindow(30, 300)),
  RATE_LIMIT_SIGN_UP: v(rate, 'Sign-ups per IP and per e-mail address', perWindow(30, 300)),
  RATE_LIMIT_RECOVER: v(
    rate,
    'Password-recovery and sign-in-link (/otp) requests per IP and per e-mail address',
    perWindow(30, 300),
  ),
  RATE_LIMIT_VERIFY: v(rate, 'E-mail link/code verifications per IP and per e-mail address', perWindow(30, 300)),
  RATE_LIMIT_REFRESH: v(rate, 'Session refreshes per IP', perWindow(150, 300)),
  RATE_LIMIT_RESEND: v(
    rate,
    'Resent confirmation mails and reauthentication codes per IP and per e-mail address',
    perWindow(30, 300),
  ),
  RATE_LIMIT_PASSWORD: v(
    rate,
    'Password changes of a signed-in member (PUT /auth/v1/user with a password) per IP and per account',
    perWindow(10, 3600),
  ),
  RATE_LIMIT_MFA: v(rate, 'MFA challenges and verifications per IP', perWindow(15, 60)),
  RATE_LIMIT_PASSKEY: v(rate, 'Passkey sign-in challenges per IP', perWindow(30, 300)),
  SUPABASE_URL: v(url('http', 'https'), 'Hosted Supabase project URL (AUTH_MODE=supabase)'),
  SUPABASE_ANON_KEY: v(text(20), 'Hosted Supabase anon key (AUTH_MODE=supabase)'),
  SUPABASE_JWT_SECRET: v(
    text(32),
    'Hosted Supabase JWT secret (AUTH_MODE=supabase, or SUPABASE_JWKS_URL)',
    undefined,
    true,
  ),
  SUPABASE_JWKS_URL: v(url('http', 'https'), 'Hosted Supabase JWKS URL (AUTH_MODE=supabase, or SUPABASE_JWT_SECRET)'),
  SITE_NAME: v(text(), 'Site name in titles and e-mails', 'EV Klub'),
  CONTACT_EMAIL: v(email, 'Club contact e-mail (contact form recipient, footer)', 'info@evklub.sk'),
  ANALYTICS_SCRIPT_URL: v(url('https', 'http'), 'Privacy-friendly analytics script; unset = no analytics'),
  ANALYTICS_SITE_ID: v(text(), 'Site id for the analytics script'),
  HOME_VIDEO_URL: v(
    url('https'),
    'YouTube video on the home page (https://www.youtube.com/watch?v=… or https://youtu.be/…), played from youtube-nocookie.com only after a click; unset = no video',
  ),
  HTTP_HEADERS_TIMEOUT: v(int(1, 600), 'Seconds a client has to send the request line and headers; then 408', 20),
  HTTP_REQUEST_TIMEOUT: v(
    int(1, 3600),
    'Seconds a client has to send the whole request, body included (uploads too); then 408',
    120,
  ),
  HTTP_OPEN_BODIES_PER_CLIENT: v(
    int(1, 10000),
    'Requests of one client IP whose body is still arriving; one more is refused at once with 429',
    16,
  ),
  TRUST_PROXY: v(
    trustProxy,
    "Reverse proxies in front: false, a hop count (true = 1) or the proxies' addresses/CIDRs",
    false as TrustProxy,
  ),
} satisfies Record<string, Variable<unknown>>;

type Vars = typeof variables;
type ValueOf<K extends keyof Vars> = Vars[K] extends Variable<infer T> ? T : never;
export type RawConfig = {
  [K in keyof Vars]: Vars[K]['default'] extends undefined ? ValueOf<K> | undefined : ValueOf<K>;
};

export interface Config extends RawConfig {
  PUBLIC_URL: string;
  /** DATA_DIR resolved against the working directory. */
  dataDir: string;
  /** AUTH_PROVIDERS with their AUTH_PROVIDER_<NAME>_* settings (none in supabase mode: the hosted project has them). */
  authProviders: readonly AuthProviderConfig[];
  /** The WebAuthn relying party: AUTH_WEBAUTHN_* or what PUBLIC_URL and SITE_NAME give. */
  webauthn: { rpId: string; rpName: string; origins: readonly string[] };
}

/**
 * What a production start (NODE_ENV=production) refuses outright: mail that would go to a local
 * catcher nobody reads (sign-up links, password resets) unless SMTP_URL=maildev asks for it. The
 * commands (backup, owner, …) send no mail and are not held to it.
 */
export function assertProductionReady(config: Config, env: Env = process.env): void {
  if (config.NODE_ENV !== 'production') return;
  if (!config.SMTP_URL && env.SMTP_URL?.trim() !== MAIL_CATCHER)
    throw new ConfigError(
      'SMTP_URL',
      `is required when NODE_ENV=production (smtp://user:password@relay:587; SMTP_URL=${MAIL_CATCHER} keeps the local catcher for a trial)`,
    );
}

/** Warnings a production start prints (it still starts). */
export function productionWarnings(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  return config.PUBLIC_URL.startsWith('https://')
    ? []
    : [`PUBLIC_URL ${config.PUBLIC_URL} is not https://: sign-in cookies and links travel unencrypted`];
}

/** Reads and validates the environment. Throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(variables) as [string, Variable<unknown>][]) {
    const raw = env[name];
    out[name] = raw === undefined || raw.trim() === '' ? spec.default : spec.parse(raw, name);
  }
  const config = out as unknown as Config;
  const unset = (name: keyof Vars) => env[name] === undefined || env[name]!.trim() === '';
  // A production start never fills its database with published demo passwords unless asked to.
  if (config.NODE_ENV === 'production' && unset('SEED_DEMO')) config.SEED_DEMO = false;
  // SMTP_URL=maildev names the local catcher: for the rest of the server it is SMTP_URL unset.
  if (config.SMTP_URL === MAIL_CATCHER) (config as { SMTP_URL?: string }).SMTP_URL = undefined;
  config.PUBLIC_URL = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  config.dataDir = path.resolve(config.DATA_DIR);
  config.authProviders = config.AUTH_MODE === 'embedded' ? loadAuthProviders(config.AUTH_PROVIDERS, env) : [];
  const site = new URL(config.PUBLIC_URL);
  config.webauthn = {
    rpId: config.AUTH_WEBAUTHN_RP_ID ?? site.hostname,
    rpName: config.AUTH_WEBAUTHN_RP_DISPLAY_NAME ?? config.SITE_NAME,
    origins: config.AUTH_WEBAUTHN_RP_ORIGINS?.length ? config.AUTH_WEBAUTHN_RP_ORIGINS : [site.origin],
  };
  if (config.HTTP_HEADERS_TIMEOUT > config.HTTP_REQUEST_TIMEOUT)
    throw new ConfigError('HTTP_HEADERS_TIMEOUT', 'must not be longer than HTTP_REQUEST_TIMEOUT');
  if (config.AUTH_MODE === 'supabase') {
    if (!config.SUPABASE_URL) throw new ConfigError('SUPABASE_URL', 'is required when AUTH_MODE=supabase');
    if (!config.SUPABASE_ANON_KEY) throw new ConfigError('SUPABASE_ANON_KEY', 'is required when AUTH_MODE=supabase');
    if (!config.SUPABASE_JWT_SECRET && !config.SUPABASE_JWKS_URL)
      throw new ConfigError('SUPABASE_JWT_SECRET', 'or SUPABASE_JWKS_URL is required when AUTH_MODE=supabase');
  }
  if (!config.VAPID_PUBLIC_KEY !== !config.VAPID_PRIVATE_KEY)
    throw new ConfigError(
      config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
      'is required with the other VAPID key',
    );
  if (config.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!config[name]) throw new ConfigError(name, 'is required when STORAGE_DRIVER=s3');
  }
  if (config.STORAGE_PUBLIC_URL) config.STORAGE_PUBLIC_URL = config.STORAGE_PUBLIC_URL.replace(/\/+$/, '');
  return Object.freeze(config);
}
