// Request bodies of the auth API, read by hand on purpose: supabase-js sends `null` for absent
// options, unknown members (gotrue_meta_security, options) and camelCase `factorId`, so the
// product's class-validator pipe (whitelist + forbidNonWhitelisted) must not see these bodies.
// Handlers take `Record<string, unknown>`, which that pipe skips; these readers do the checking.
// A member of the wrong JSON type is what GoTrue's decoder refuses: 400 bad_json.
import { badJson, GoTrueError, validationFailed } from '../errors/gotrue-error';
import { CODE_CHALLENGE } from '../crypto/crypto';
import { canonicalEmail, mixesScripts } from '../../domain/email';

export type AuthBody = Record<string, unknown>;

/** The parsed JSON body as an object: no body or `null` is `{}`, an array or a scalar is bad JSON. */
export function readBody(raw: unknown): AuthBody {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badJson('the body must be a JSON object');
  return raw as AuthBody;
}

/** An optional string member: missing, null and "" are all "not given". */
export function optString(body: AuthBody, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badJson(`${key} must be a string`);
  return value;
}

export function optBool(body: AuthBody, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badJson(`${key} must be a boolean`);
  return value;
}

export function optObject(body: AuthBody, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw badJson(`${key} must be an object`);
  return value as Record<string, unknown>;
}

/** Bounds of user_metadata / app_metadata (docs/security.md): they travel with every user reply. */
export const METADATA_MAX_BYTES = 16 * 1024;
export const METADATA_MAX_DEPTH = 8;

function depthOf(value: unknown): number {
  if (!value || typeof value !== 'object') return 0;
  let deepest = 0;
  for (const child of Object.values(value as Record<string, unknown>)) deepest = Math.max(deepest, depthOf(child));
  return deepest + 1;
}

/** Refuses metadata over the bounds (400 validation_failed); the body parser already capped the depth at 32. */
export function boundedMetadata<T extends Record<string, unknown>>(key: string, value: T): T {
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > METADATA_MAX_BYTES || depthOf(value) > METADATA_MAX_DEPTH)
    throw validationFailed(
      `${key} is too large: at most ${METADATA_MAX_BYTES} bytes of JSON, nested at most ${METADATA_MAX_DEPTH} levels`,
    );
  return value;
}

/** An optional metadata object (`data`, `user_metadata`, `app_metadata`) within the bounds. */
export function optMetadata(body: AuthBody, key: string): Record<string, unknown> | undefined {
  const value = optObject(body, key);
  return value && boundedMetadata(key, value);
}

/** Query values arrive as strings (or arrays when repeated: the first one counts). */
export function queryString(query: unknown, key: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

// No NUL either: PostgreSQL cannot store it (the budget keys of the rate limits hold addresses before the NUL pipe
// runs).
const EMAIL = /^[^\s@<>()[\],;:"\u0000]+@[^\s@<>()[\],;:"\u0000]+\.[^\s@<>()[\],;:"\u0000]+$/;

/** GoTrue's code for an address it will not take; the message is for the member, in Slovak. */
const lookAlike = () =>
  new GoTrueError(
    400,
    'email_address_invalid',
    'E-mailová adresa mieša písmená rôznych abecied (napríklad latinku a cyriliku), takže by sa dala zameniť s adresou niekoho iného. Napíšte ju písmenami jednej abecedy.',
  );

/** In its canonical spelling (domain/email.ts) and checked (GoTrue's messages). */
/** The canonical spelling of `raw` when it has the shape of an address (at most 255 characters), else undefined. */
export function wellFormedEmail(raw: string): string | undefined {
  const email = canonicalEmail(raw);
  return email.length <= 255 && EMAIL.test(email) ? email : undefined;
}

export function normalizeEmail(raw: string): string {
  const email = wellFormedEmail(raw);
  if (!email) throw validationFailed('Unable to validate email address: invalid format');
  if (mixesScripts(email)) throw lookAlike();
  return email;
}

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

/** PKCE parameters of signUp / recover / resend / updateUser: both or neither (null = neither). */
export function readPkce(body: AuthBody): PkceParams | undefined {
  const challenge = optString(body, 'code_challenge');
  const method = optString(body, 'code_challenge_method');
  if (!challenge && !method) return undefined;
  if (!challenge || !method) throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw validationFailed(`code challenge method not supported: ${method}`);
  if (!CODE_CHALLENGE.test(challenge))
    throw validationFailed('code challenge has to be between 43 and 128 characters of A-Z, a-z, 0-9, ., _, ~ and -');
  return { challenge, method: m };
}
