// Authenticator assurance (docs/product-rules.md §4: "assurance level goes from aal1 to aal2 when a verified factor
// exists"). A member with a verified TOTP factor is signed in only once their session is aal2; until
// then the login page asks for the code. supabase-js computes the same in the browser
// (mfa.getAuthenticatorAssuranceLevel); the server render decides from the session cookie, reading
// the access token's `aal` claim and the stored user's factors, exactly as the client library does.

export type AssuranceLevel = 'aal1' | 'aal2';

interface FactorLike {
  factor_type?: unknown;
  status?: unknown;
}

function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The claims of an access token (not verified here: the API verifies the token itself); {} when unreadable. */
function claimsOf(accessToken: string): { aal?: unknown; sub?: unknown } {
  try {
    return JSON.parse(decodeBase64Url(accessToken.split('.')[1] ?? '')) as { aal?: unknown; sub?: unknown };
  } catch {
    return {};
  }
}

/** The `aal` claim of an access token. */
export function tokenAssurance(accessToken: string): AssuranceLevel | null {
  const { aal } = claimsOf(accessToken);
  return aal === 'aal1' || aal === 'aal2' ? aal : null;
}

/** The `sub` claim of an access token: whose session it is. */
export function tokenSubject(accessToken: string): string | null {
  const { sub } = claimsOf(accessToken);
  return typeof sub === 'string' && sub ? sub : null;
}

export function hasVerifiedFactor(factors: readonly FactorLike[] | null | undefined): boolean {
  return (factors ?? []).some((factor) => factor.status === 'verified');
}

/** True when the member must still enter a second-factor code before reaching the member area. */
export function needsSecondFactor(accessToken: string, factors: readonly FactorLike[] | null | undefined): boolean {
  return hasVerifiedFactor(factors) && tokenAssurance(accessToken) !== 'aal2';
}
