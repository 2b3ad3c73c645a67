/// <reference path="./oidc-provider-module.d.ts" />
// A real OpenID Connect provider for tests (the certified `oidc-provider`, not a mock) on a free
// loopback port: one confidential client registered for the app's callback, and accounts whose
// claims the test chooses. Its development login page takes any registered login (the password is
// not checked); consent is given automatically. `signIn` walks that page over HTTP for API tests;
// browser tests fill it in Chromium.
import http from 'node:http';
import Provider, { type OidcContext } from 'oidc-provider';
import { freePort } from '../../server/src/common/net';

/** An account of the provider; its `sub` is its login. */
export interface TestAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** AUTH_PROVIDERS and AUTH_PROVIDER_<NAME>_* for the app, under the provider name `name`. */
  env(name: string, displayName?: string): Record<string, string>;
  /**
   * Follows an authorization URL through the login page as `login`; returns where the provider sends the browser (the
   * app's callback).
   */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
}

/** The accounts by login, or a function giving the account of a login (undefined = unknown). */
export type TestAccounts = Record<string, TestAccount> | ((login: string) => TestAccount | undefined);

export async function startOidcProvider(options: {
  redirectUri: string;
  accounts: TestAccounts;
}): Promise<TestOidcProvider> {
  const accountOf = (login: string) =>
    typeof options.accounts === 'function' ? options.accounts(login) : options.accounts[login];
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'evklub-test';
  const clientSecret = 'evklub-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx: unknown, id: string) => {
      const account = accountOf(id);
      return account
        ? {
            accountId: id,
            claims: () => ({
              sub: id,
              email: account.email,
              email_verified: account.email_verified,
              name: account.name,
            }),
          }
        : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['evklub-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    // The person always agrees to share what the app asks for: no consent page.
    loadExistingGrant: async (ctx: OidcContext) => {
      const { client, session, result, provider: p } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session!.grantIdFor(client!.clientId);
      if (grantId) return p.Grant.find(grantId);
      const grant = new p.Grant({ clientId: client!.clientId, accountId: session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    env: (name, displayName) => ({
      AUTH_PROVIDERS: name,
      [`AUTH_PROVIDER_${name.toUpperCase()}_ISSUER`]: issuer,
      [`AUTH_PROVIDER_${name.toUpperCase()}_CLIENT_ID`]: clientId,
      [`AUTH_PROVIDER_${name.toUpperCase()}_CLIENT_SECRET`]: clientSecret,
      ...(displayName ? { [`AUTH_PROVIDER_${name.toUpperCase()}_NAME`]: displayName } : {}),
    }),
    signIn: (url, login) => walkLogin(url, login),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** authorize → login page → submit → resume → the redirect to the client, with the cookies in between. */
async function walkLogin(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const step = async (url: string, init: RequestInit = {}): Promise<string> => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location)
      throw new Error(`the provider answered ${res.status} at ${url}: ${await res.text()}`);
    return new URL(location, url).href;
  };
  const interaction = await step(authorizationUrl);
  const resume = await step(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
  });
  return step(resume);
}
