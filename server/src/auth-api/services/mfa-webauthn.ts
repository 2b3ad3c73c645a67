import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Config } from '../../config/config';

/** What a webauthn factor keeps once verified (mfa_factors.web_authn_credential). */
export interface FactorCredential {
  id: string;
  public_key: string;
  counter: number;
  transports: string[];
}

/** What a webauthn challenge keeps (mfa_challenges.web_authn_session_data). */
export interface FactorCeremony {
  type: 'create' | 'request';
  challenge: string;
}

const USER_VERIFICATION = 'preferred';
const ALGORITHMS = [-7, -8, -257];

/** navigator.credentials.create() options for an unverified factor; other factors' keys are excluded. */
export function creationOptions(
  config: Config,
  user: { id: string; email: string | null },
  others: readonly FactorCredential[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const name = user.email ?? user.id;
  return generateRegistrationOptions({
    rpName: config.webauthn.rpName,
    rpID: config.webauthn.rpId,
    userID: new TextEncoder().encode(user.id),
    userName: name,
    userDisplayName: name,
    attestationType: 'none',
    excludeCredentials: others.map((c) => ({ id: c.id })),
    authenticatorSelection: { residentKey: 'discouraged', userVerification: USER_VERIFICATION },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** navigator.credentials.get() options for a verified factor: only its own credential is allowed. */
export function requestOptions(
  config: Config,
  credential: FactorCredential,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: config.webauthn.rpId,
    userVerification: USER_VERIFICATION,
    allowCredentials: [{ id: credential.id }],
  });
}

/**
 * The new credential of a "create" answer, or null when @simplewebauthn/server refuses it (origin, rp id, challenge,
 * signature).
 */
export async function verifyCreation(
  config: Config,
  ceremony: FactorCeremony,
  response: unknown,
): Promise<FactorCredential | null> {
  const verified = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: [...config.webauthn.origins],
    expectedRPID: config.webauthn.rpId,
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null);
  if (!verified?.verified) return null;
  const { credential } = verified.registrationInfo;
  return {
    id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/** The credential's new counter after a "request" answer, or null when refused. */
export async function verifyAssertion(
  config: Config,
  ceremony: FactorCeremony,
  credential: FactorCredential,
  response: unknown,
): Promise<number | null> {
  const answer = response as AuthenticationResponseJSON;
  if (!answer || typeof answer !== 'object' || answer.id !== credential.id) return null;
  const verified = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: [...config.webauthn.origins],
    expectedRPID: config.webauthn.rpId,
    credential: {
      id: credential.id,
      publicKey: Buffer.from(credential.public_key, 'base64url') as Uint8Array<ArrayBuffer>,
      counter: credential.counter,
      transports: credential.transports as NonNullable<RegistrationResponseJSON['response']['transports']>,
    },
    requireUserVerification: false,
  }).catch(() => null);
  return verified?.verified ? verified.authenticationInfo.newCounter : null;
}
