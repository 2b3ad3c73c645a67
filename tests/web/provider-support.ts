// The external sign-in provider of the browser suite: a local OpenID provider (global-setup.ts)
// shown as "Keycloak". Its login page takes an e-mail address as the login: that becomes the
// account's verified address; `neovereny:<address>` gives the address unverified.
import type { BrowserContext, Page } from '@playwright/test';
import type { TestAccount } from '../support/oidc-provider';
import { readSessionCookie, sessionStorageKey } from '../../web/src/lib/session-cookie';
import { baseUrl } from './member-support';

export const PROVIDER = { id: 'keycloak', name: 'Keycloak' } as const;
const UNVERIFIED = 'neovereny:';

export function providerAccount(login: string): TestAccount | undefined {
  const unverified = login.startsWith(UNVERIFIED);
  const email = unverified ? login.slice(UNVERIFIED.length) : login;
  return /^[^\s@]+@[^\s@]+$/.test(email) ? { email, email_verified: !unverified, name: 'Člen z Keycloaku' } : undefined;
}

/** At the provider's login page: signs in as `login` (any password). */
export async function providerLogin(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('lubovolne-heslo');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

export const unverifiedLogin = (email: string) => `${UNVERIFIED}${email}`;

/** The access token of the browser's session (from the cookie @supabase/ssr writes). */
export async function browserAccessToken(context: BrowserContext): Promise<string> {
  const cookies = new Map((await context.cookies(baseUrl())).map((c) => [c.name, c.value]));
  const session = readSessionCookie(cookies, sessionStorageKey(baseUrl()));
  if (!session) throw new Error('the browser has no session');
  return session.accessToken;
}
