// The WebAuthn ceremonies of this relying party (config.webauthn: its id, name and origins), shared by
// passkeys (a whole sign-in, auth-passkey.service.ts) and webauthn MFA factors (a second step,
// mfa-webauthn.ts). Each caller says what differs: resident keys, user verification, which
// credentials are excluded or allowed. @simplewebauthn/server checks origin, rp id, challenge and
// signature; a refusal is null, never an exception.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import type { Config } from '../../config/config';

/** ES256, EdDSA, RS256: what go-webauthn offers and every platform authenticator can make. */
const ALGORITHMS = [-7, -8, -257];

export type UserVerification = 'required' | 'preferred' | 'discouraged';

/** A credential already registered: to exclude from a new registration or to allow in a request. */
export interface KnownCredential {
  /** base64url */
  id: string;
  transports?: string[];
}

const descriptor = (c: KnownCredential) => ({
  id: c.id,
  ...(c.transports ? { transports: c.transports as AuthenticatorTransport[] } : {}),
});

export function creationOptions(
  config: Config,
  input: {
    userId: string;
    userName: string;
    displayName: string;
    exclude: readonly KnownCredential[];
    residentKey: 'required' | 'discouraged';
    userVerification: UserVerification;
  },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: config.webauthn.rpName,
    rpID: config.webauthn.rpId,
    // GoTrue's user handle: the user id as text, so a discoverable sign-in's userHandle names the account.
    userID: new TextEncoder().encode(input.userId),
    userName: input.userName,
    userDisplayName: input.displayName,
    attestationType: 'none',
    excludeCredentials: input.exclude.map(descriptor),
    authenticatorSelection: {
      residentKey: input.residentKey,
      ...(input.residentKey === 'required' ? { requireResidentKey: true } : {}),
      userVerification: input.userVerification,
    },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** Request options; without `allow` the credential is discoverable (the authenticator names the account). */
export function requestOptions(
  config: Config,
  input: { userVerification: UserVerification; allow?: readonly KnownCredential[] },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: config.webauthn.rpId,
    userVerification: input.userVerification,
    ...(input.allow ? { allowCredentials: input.allow.map(descriptor) } : {}),
  });
}

/** The registration a "create" answer makes, or null when refused. */
export async function verifyCreation(
  config: Config,
  input: { challenge: string; response: unknown; requireUserVerification: boolean },
): Promise<VerifiedRegistrationResponse['registrationInfo'] | null> {
  const verified = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: input.challenge,
    expectedOrigin: [...config.webauthn.origins],
    expectedRPID: config.webauthn.rpId,
    requireUserVerification: input.requireUserVerification,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null);
  return verified?.verified ? (verified.registrationInfo ?? null) : null;
}

/** The credential's new signature counter after a "request" answer, or null when refused. */
export async function verifyAssertion(
  config: Config,
  input: {
    challenge: string;
    response: AuthenticationResponseJSON;
    credential: { id: string; publicKey: Uint8Array<ArrayBuffer>; counter: number; transports: string[] };
    requireUserVerification: boolean;
  },
): Promise<number | null> {
  const verified = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: input.challenge,
    expectedOrigin: [...config.webauthn.origins],
    expectedRPID: config.webauthn.rpId,
    credential: {
      id: input.credential.id,
      publicKey: input.credential.publicKey,
      counter: input.credential.counter,
      transports: input.credential.transports as AuthenticatorTransport[],
    },
    requireUserVerification: input.requireUserVerification,
  }).catch(() => null);
  return verified?.verified ? verified.authenticationInfo.newCounter : null;
}
