// A software passkey authenticator (WebAuthn, P-256 / ES256, "none" attestation) for the API tests:
// it answers the options the server hands supabase-js with what navigator.credentials.create() and
// get() would give, serialised as supabase-js sends them. Made with node:crypto and a few lines of
// CBOR (RFC 8949) only, so that the server's verification (@simplewebauthn/server) is checked
// against an independent implementation of the format.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Json = Record<string, unknown>;

/** CBOR for what WebAuthn needs: unsigned/negative integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Map)
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`cbor: unsupported ${typeof value}`);
}

const b64u = (b: Buffer) => b.toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** Flags of authenticator data: user present, user verified, backup eligible and backed up, attested data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  rpId: string;
  /** The user handle the server gave at registration (its `user.id`). */
  userHandle: Buffer;
  counter: number;
}

export interface CeremonyOptions {
  /** The page's origin the browser would put into clientDataJSON. */
  origin?: string;
  /** false: the authenticator did not verify the user (no PIN or fingerprint). */
  userVerified?: boolean;
}

export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];

  constructor(private readonly origin: string) {}

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): a new discoverable credential for the options' user. */
  create(options: Json, ceremony: CeremonyOptions = {}): Json {
    const rp = options.rp as { id?: string };
    const rpId = rp.id ?? new URL(this.origin).hostname;
    const user = options.user as { id: string };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<number, unknown>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const credentialId = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const flags = UP | (ceremony.userVerified === false ? 0 : UV) | AT;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const passkey: SoftPasskey = {
      credentialId,
      privateKey,
      rpId,
      userHandle: Buffer.from(user.id, 'base64url'),
      counter: 0,
    };
    this.passkeys.push(passkey);
    return {
      id: b64u(credentialId),
      rawId: b64u(credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64u(
          this.clientData('webauthn.create', options.challenge as string, ceremony.origin ?? this.origin),
        ),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() with the given passkey (the last one made unless told). */
  get(options: Json, ceremony: CeremonyOptions & { passkey?: SoftPasskey } = {}): Json {
    const passkey = ceremony.passkey ?? this.passkeys.at(-1);
    if (!passkey) throw new Error('no passkey registered in this authenticator');
    passkey.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(passkey.counter);
    const flags = UP | (ceremony.userVerified === false ? 0 : UV);
    const authData = Buffer.concat([
      sha256((options.rpId as string | undefined) ?? passkey.rpId),
      Buffer.from([flags]),
      counter,
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge as string, ceremony.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
    return {
      id: b64u(passkey.credentialId),
      rawId: b64u(passkey.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        userHandle: b64u(passkey.userHandle),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** A copy of a passkey (its key and counter as they are now): a cloned authenticator. */
export const clonePasskey = (p: SoftPasskey): SoftPasskey => ({ ...p });
