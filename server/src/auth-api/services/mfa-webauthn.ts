// A webauthn MFA factor (a second step after the password, GoTrue's /factors API): its ceremonies
// (webauthn-ceremony.ts) with no resident key, user verification preferred, and only the factor's
// own credential allowed.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Config } from '../../config/config';
import { creationOptions, requestOptions, verifyAssertion, verifyCreation } from './webauthn-ceremony';

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

/** navigator.credentials.create() options for an unverified factor; other factors' keys are excluded. */
export function factorCreationOptions(
  config: Config,
  user: { id: string; email: string | null },
  others: readonly FactorCredential[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const name = user.email ?? user.id;
  return creationOptions(config, {
    userId: user.id,
    userName: name,
    displayName: name,
    exclude: others.map((c) => ({ id: c.id })),
    residentKey: 'discouraged',
    userVerification: USER_VERIFICATION,
  });
}

/** navigator.credentials.get() options for a verified factor: only its own credential is allowed. */
export function factorRequestOptions(
  config: Config,
  credential: FactorCredential,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return requestOptions(config, { userVerification: USER_VERIFICATION, allow: [{ id: credential.id }] });
}

/** The new credential of a "create" answer, or null when refused. */
export async function verifyFactorCreation(
  config: Config,
  ceremony: FactorCeremony,
  response: unknown,
): Promise<FactorCredential | null> {
  const info = await verifyCreation(config, {
    challenge: ceremony.challenge,
    response,
    requireUserVerification: false,
  });
  if (!info) return null;
  return {
    id: info.credential.id,
    public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: info.credential.transports ?? [],
  };
}

/** The credential's new counter after a "request" answer, or null when refused. */
export async function verifyFactorAssertion(
  config: Config,
  ceremony: FactorCeremony,
  credential: FactorCredential,
  response: unknown,
): Promise<number | null> {
  const answer = response as AuthenticationResponseJSON;
  if (!answer || typeof answer !== 'object' || answer.id !== credential.id) return null;
  return verifyAssertion(config, {
    challenge: ceremony.challenge,
    response: answer,
    credential: {
      id: credential.id,
      publicKey: Buffer.from(credential.public_key, 'base64url') as Uint8Array<ArrayBuffer>,
      counter: credential.counter,
      transports: credential.transports,
    },
    requireUserVerification: false,
  });
}
