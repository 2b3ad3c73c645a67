// Sign-in with an external OpenID provider and linked identities (docs/auth-api.md §7) against a real
// OpenID provider started here (oidc-provider), driven by supabase-js as the web app drives it:
// signInWithOAuth (PKCE and implicit), exchangeCodeForSession, linkIdentity, unlinkIdentity and
// getUserIdentities; the verified-e-mail rule; the error redirects GoTrue gives.
import { startTestApp, TestApp } from '../support/app';
import { adminClient, authClient, claimsOf, signedInClient, TestAuthClient } from '../support/auth-client';
import type { MailCapture } from '../support/mail';
import { startMailApp, stopMailApp } from '../support/mail-app';
import { startOidcProvider, TestOidcProvider } from '../support/oidc-provider';

const SITE = 'http://localhost:3000';
const BACK = `${SITE}/prihlasenie`;
const PASSWORD = 'identita-heslo-1';

/**
 * The same provider once more as a plain OAuth 2.0 one ("plain"), the way Facebook is set up: endpoints, no discovery,
 * trusted addresses.
 */
const plainOAuth = (op: TestOidcProvider) => ({
  AUTH_PROVIDERS: 'keycloak,plain',
  AUTH_PROVIDER_PLAIN_AUTHORIZATION_URL: `${op.issuer}/auth`,
  AUTH_PROVIDER_PLAIN_TOKEN_URL: `${op.issuer}/token`,
  AUTH_PROVIDER_PLAIN_USERINFO_URL: `${op.issuer}/me`,
  AUTH_PROVIDER_PLAIN_CLIENT_ID: op.clientId,
  AUTH_PROVIDER_PLAIN_CLIENT_SECRET: op.clientSecret,
  // oidc-provider answers userinfo only for `openid` access tokens.
  AUTH_PROVIDER_PLAIN_SCOPES: 'openid email',
  AUTH_PROVIDER_PLAIN_TRUST_EMAIL: 'true',
});

describe('external OpenID provider and linked identities', () => {
  let t: TestApp;
  let op: TestOidcProvider;
  let mail: MailCapture;

  beforeAll(async () => {
    op = await startOidcProvider({
      redirectUri: `${SITE}/auth/v1/callback`,
      accounts: {
        nova: { email: 'Nova@Example.com', email_verified: true, name: 'Nová Členka' },
        overena: { email: 'clen@example.com', email_verified: true },
        neoverena: { email: 'obet@example.com', email_verified: false },
        cudzia: { email: 'cudzia@example.com', email_verified: false },
        prepojenie: { email: 'ine@example.com', email_verified: true },
        majitel: { email: 'predbezny@example.com', email_verified: true },
        facebookova: { email: 'fb@example.com', email_verified: false },
      },
    });
    // Many sign-ins from one address here: a roomier budget than the default (its own test is below).
    ({ t, mail } = await startMailApp({
      PUBLIC_URL: SITE,
      RATE_LIMIT_VERIFY: '500/5m',
      ...op.env('keycloak'),
      ...plainOAuth(op),
    }));
  });
  afterAll(async () => {
    await stopMailApp({ t, mail });
    await op.close();
  });

  /** The app's callback as the provider names it (PUBLIC_URL), called on the test server. */
  const onApp = (url: string) => url.replace(SITE, t.url);
  /** Follows one redirect of the app without following it further. */
  const redirectOf = async (url: string) => {
    const res = await fetch(onApp(url), { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!);
  };
  /** signInWithOAuth / linkIdentity URL → provider login as `login` → where the app sends the browser back. */
  const throughProvider = async (appUrl: string, login: string) => {
    const atProvider = appUrl.startsWith(op.issuer) ? new URL(appUrl) : await redirectOf(appUrl);
    return redirectOf(await op.signIn(atProvider.href, login));
  };
  const passwordAccount = async (email: string) => {
    const { error } = await adminClient(t).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (error) throw error;
    return signedInClient(t, email, PASSWORD);
  };
  const usersNamed = async (email: string) =>
    (await adminClient(t).auth.admin.listUsers({ perPage: 100 })).data.users.filter((u) => u.email === email);
  const oauth = async (c: TestAuthClient) =>
    (await c.auth.signInWithOAuth({ provider: 'keycloak', options: { redirectTo: BACK, skipBrowserRedirect: true } }))
      .data.url!;

  it('authorize sends the browser to the provider with PKCE, a nonce and a state; the callback creates the account; the code is exchanged once', async () => {
    const c = authClient(t, { flowType: 'pkce' });
    const atProvider = await redirectOf(await oauth(c));
    expect(atProvider.origin).toBe(op.issuer);
    const q = atProvider.searchParams;
    expect(
      Object.fromEntries(
        ['client_id', 'redirect_uri', 'response_type', 'code_challenge_method'].map((k) => [k, q.get(k)]),
      ),
    ).toEqual({
      client_id: op.clientId,
      redirect_uri: `${SITE}/auth/v1/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('state')).toMatch(/^[0-9a-f-]{36}$/);
    expect(q.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));

    const callback = await op.signIn(atProvider.href, 'nova');
    const back = await redirectOf(callback);
    expect(back.origin + back.pathname).toBe(BACK);
    const code = back.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    // The provider's answer is used once: the same callback again is refused.
    const replay = await redirectOf(callback);
    expect(Object.fromEntries(replay.searchParams)).toEqual({
      error: 'invalid_request',
      error_code: 'flow_state_already_used',
      error_description: 'State has already been used',
    });
    const { data, error } = await c.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'nova@example.com',
      app_metadata: { provider: 'keycloak', providers: ['keycloak'] },
      user_metadata: { name: 'Nová Členka' },
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.identities).toEqual([
      expect.objectContaining({
        provider: 'keycloak',
        id: 'nova',
        email: 'nova@example.com',
        identity_data: expect.objectContaining({ sub: 'nova', iss: op.issuer, email_verified: true }),
      }),
    ]);
    expect(claimsOf(data.session!.access_token).amr).toEqual([expect.objectContaining({ method: 'oauth' })]);

    // The code a second time: refused; the flow is gone, and so is the state.
    expect((await authClient(t, { flowType: 'pkce' }).auth.exchangeCodeForSession(code)).error).not.toBeNull();
    expect((await redirectOf(callback)).searchParams.get('error_code')).toBe('bad_oauth_state');
  });

  it('implicit flow: the session comes back in the fragment, and the known identity signs in to the same account', async () => {
    const c = authClient(t, { flowType: 'implicit' });
    const back = await throughProvider(await oauth(c), 'nova');
    expect(back.search).toBe('');
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    const { data, error } = await c.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect(data.user!.email).toBe('nova@example.com');
    expect(await usersNamed('nova@example.com')).toHaveLength(1);
  });

  it('a verified provider address joins the existing password account, which keeps its password', async () => {
    const member = await passwordAccount('clen@example.com');
    const id = (await member.auth.getUser()).data.user!.id;
    const c = authClient(t, { flowType: 'pkce' });
    const back = await throughProvider(await oauth(c), 'overena');
    const { data } = await c.auth.exchangeCodeForSession(back.searchParams.get('code')!);
    expect(data.user!.id).toBe(id);
    expect(data.user!.identities!.map((i) => i.provider)).toEqual(['email', 'keycloak']);
    expect(data.user!.app_metadata.providers).toEqual(['email', 'keycloak']);
    await signedInClient(t, 'clen@example.com', PASSWORD);
  });

  it('a verified provider address takes an unconfirmed sign-up over from whoever set its password (pre-account takeover)', async () => {
    const squatter = authClient(t);
    expect((await squatter.auth.signUp({ email: 'predbezny@example.com', password: PASSWORD })).error).toBeNull();
    const [pending] = await usersNamed('predbezny@example.com');
    expect(pending.email_confirmed_at).toBeUndefined();
    const c = authClient(t, { flowType: 'pkce' });
    const back = await throughProvider(await oauth(c), 'majitel');
    const { data } = await c.auth.exchangeCodeForSession(back.searchParams.get('code')!);
    expect(data.user).toMatchObject({ id: pending.id, email_confirmed_at: expect.any(String) });
    const { error } = await authClient(t).auth.signInWithPassword({
      email: 'predbezny@example.com',
      password: PASSWORD,
    });
    expect(error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('an unverified provider address never signs in to, or joins, the account that has it', async () => {
    const victim = await passwordAccount('obet@example.com');
    const c = authClient(t, { flowType: 'pkce' });
    const back = await throughProvider(await oauth(c), 'neoverena');
    expect(back.origin + back.pathname).toBe(BACK);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'access_denied',
      error_code: 'provider_email_needs_verification',
      error_description: 'Unverified email with keycloak. Verify the email with keycloak in order to sign in',
    });
    expect(new URLSearchParams(back.hash.slice(1)).get('error_code')).toBe('provider_email_needs_verification');
    expect((await victim.auth.getUserIdentities()).data!.identities.map((i) => i.provider)).toEqual(['email']);
    expect(await usersNamed('obet@example.com')).toHaveLength(1);
    const all = (await adminClient(t).auth.admin.listUsers({ perPage: 100 })).data.users;
    expect(all.flatMap((u) => u.identities ?? []).some((i) => i.id === 'neoverena')).toBe(false);
  });

  it('an unverified new address makes an unconfirmed account that must follow the confirmation mail first', async () => {
    const back = await throughProvider(await oauth(authClient(t, { flowType: 'pkce' })), 'cudzia');
    expect(back.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    expect(back.searchParams.get('error_description')).toBe(
      'Unverified email with keycloak. A confirmation email has been sent to your keycloak email',
    );
    await mail.next('cudzia@example.com');
    const [user] = await usersNamed('cudzia@example.com');
    expect(user.email_confirmed_at).toBeUndefined();
    // Signing in again with the provider is refused the same way while the address is unconfirmed.
    const again = await throughProvider(await oauth(authClient(t, { flowType: 'pkce' })), 'cudzia');
    expect(again.searchParams.get('error_code')).toBe('provider_email_needs_verification');
  });

  it('linkIdentity links the provider to the signed-in account; unlinkIdentity removes it but never the last identity', async () => {
    const member = await passwordAccount('prepajam@example.com');
    // linkIdentity uses the PKCE flow of its client.
    const c = authClient(t, { flowType: 'pkce' });
    await c.auth.signInWithPassword({ email: 'prepajam@example.com', password: PASSWORD });
    const link = await c.auth.linkIdentity({
      provider: 'keycloak',
      options: { redirectTo: BACK, skipBrowserRedirect: true },
    });
    expect(link.error).toBeNull();
    expect(link.data.url).toContain(`${op.issuer}/`);
    const back = await throughProvider(link.data.url!, 'prepojenie');
    expect((await c.auth.exchangeCodeForSession(back.searchParams.get('code')!)).error).toBeNull();

    const { data } = await member.auth.getUserIdentities();
    expect(data!.identities.map((i) => [i.provider, i.identity_data?.email])).toEqual([
      ['email', 'prepajam@example.com'],
      ['keycloak', 'ine@example.com'],
    ]);
    const linked = data!.identities.find((i) => i.provider === 'keycloak')!;
    expect((await member.auth.unlinkIdentity(linked)).error).toBeNull();
    const left = (await member.auth.getUserIdentities()).data!.identities;
    expect(left.map((i) => i.provider)).toEqual(['email']);
    expect((await member.auth.getUser()).data.user!.app_metadata.providers).toEqual(['email']);
    const last = await member.auth.unlinkIdentity(left[0]);
    expect(last.error).toMatchObject({
      code: 'single_identity_not_deletable',
      status: 422,
      message: 'User must have at least 1 identity after unlinking',
    });

    const unknown = await member.auth.unlinkIdentity({
      ...left[0],
      identity_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.error).toMatchObject({ code: 'single_identity_not_deletable' });
  });

  // A 422 has no OAuth error name in GoTrue's table, so `error` is server_error there too.
  it('an identity that belongs to another account cannot be linked: identity_already_exists', async () => {
    const c = authClient(t, { flowType: 'pkce' });
    await passwordAccount('druhy@example.com');
    await c.auth.signInWithPassword({ email: 'druhy@example.com', password: PASSWORD });
    const link = await c.auth.linkIdentity({
      provider: 'keycloak',
      options: { redirectTo: BACK, skipBrowserRedirect: true },
    });
    const back = await throughProvider(link.data.url!, 'nova');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'server_error',
      error_code: 'identity_already_exists',
      error_description: 'Identity is already linked to another user',
    });
    expect((await c.auth.getUserIdentities()).data!.identities.map((i) => i.provider)).toEqual(['email']);
  });

  it('unlinking a linked identity of another account answers identity_not_found', async () => {
    const member = await passwordAccount('treti@example.com');
    const nova = (await usersNamed('nova@example.com'))[0];
    const c = authClient(t, { flowType: 'pkce' });
    await c.auth.signInWithPassword({ email: 'treti@example.com', password: PASSWORD });
    const link = await c.auth.linkIdentity({
      provider: 'keycloak',
      options: { redirectTo: BACK, skipBrowserRedirect: true },
    });
    // A second identity first, so that the refusal is not the one for the last identity.
    await c.auth.exchangeCodeForSession(
      (await throughProvider(link.data.url!, 'prepojenie')).searchParams.get('code')!,
    );
    const res = await member.auth.unlinkIdentity(nova.identities![0]);
    expect(res.error).toMatchObject({ code: 'identity_not_found', status: 422, message: "Identity doesn't exist" });
  });

  it("bad callbacks go back to the site with GoTrue's errors; an unknown provider is 400 validation_failed", async () => {
    const errorOf = async (query: string) =>
      Object.fromEntries((await redirectOf(`${t.url}/auth/v1/callback${query}`)).searchParams);
    expect(await errorOf('?code=x')).toEqual({
      error: 'invalid_request',
      error_code: 'bad_oauth_callback',
      error_description: 'OAuth state parameter missing',
    });
    expect(await errorOf('?code=x&state=nie-uuid')).toEqual({
      error: 'invalid_request',
      error_code: 'bad_oauth_state',
      error_description: 'OAuth state parameter is invalid',
    });
    expect(await errorOf('?code=x&state=00000000-0000-4000-8000-000000000000')).toEqual({
      error: 'invalid_request',
      error_code: 'bad_oauth_state',
      error_description: 'OAuth state not found or expired',
    });
    const home = await redirectOf(`${t.url}/auth/v1/callback?code=x`);
    expect(home.origin + home.pathname).toBe(`${SITE}/`);

    // The person says no at the provider: its error comes back to redirect_to.
    const atProvider = await redirectOf(await oauth(authClient(t, { flowType: 'pkce' })));
    const denied = await redirectOf(
      `${SITE}/auth/v1/callback?error=access_denied&error_description=Zamietnut%C3%A9&state=${atProvider.searchParams.get('state')}`,
    );
    expect(denied.origin + denied.pathname).toBe(BACK);
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'Zamietnuté',
    });

    // A forged code with a real state: the provider refuses the exchange.
    const forged = await redirectOf(await oauth(authClient(t, { flowType: 'pkce' })));
    const bad = await redirectOf(
      `${SITE}/auth/v1/callback?code=forged&state=${forged.searchParams.get('state')}&iss=${encodeURIComponent(op.issuer)}`,
    );
    expect(bad.searchParams.get('error_code')).toBe('bad_oauth_callback');

    const res = await fetch(`${t.url}/auth/v1/authorize?provider=github`, {
      redirect: 'manual',
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Unsupported provider: Provider github could not be found',
    });
  });

  it('AUTH_MANUAL_LINKING=false: sign-in with the provider works, linking and unlinking answer manual_linking_disabled; the rate limit counts authorizations', async () => {
    const off = await startTestApp({
      PUBLIC_URL: SITE,
      AUTH_BCRYPT_COST: '4',
      AUTH_AUTOCONFIRM: 'true',
      AUTH_MANUAL_LINKING: 'false',
      RATE_LIMIT_VERIFY: '3/5m',
      ...op.env('keycloak'),
    });
    try {
      const c = authClient(off, { flowType: 'pkce' });
      await c.auth.signUp({ email: 'bez-prepojenia@example.com', password: PASSWORD });
      const link = await c.auth.linkIdentity({ provider: 'keycloak', options: { skipBrowserRedirect: true } });
      expect(link.error).toMatchObject({ code: 'manual_linking_disabled', status: 404 });
      const [identity] = (await c.auth.getUserIdentities()).data!.identities;
      expect((await c.auth.unlinkIdentity(identity)).error).toMatchObject({
        code: 'manual_linking_disabled',
        status: 404,
      });
      const res = await fetch(`${off.url}/auth/v1/authorize?provider=keycloak`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toContain(op.issuer);

      // Authorizations and callbacks share RATE_LIMIT_VERIFY (3 here): the callback's refusal goes back to the site.
      await fetch(`${off.url}/auth/v1/authorize?provider=keycloak`, { redirect: 'manual' });
      const callback = await fetch(`${off.url}/auth/v1/callback?code=x&state=00000000-0000-4000-8000-000000000000`, {
        redirect: 'manual',
      });
      expect(callback.status).toBe(302);
      expect(new URL(callback.headers.get('location')!).searchParams.get('error_code')).toBe('bad_oauth_state');
      const limited = await fetch(`${off.url}/auth/v1/authorize?provider=keycloak`, {
        redirect: 'manual',
        headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    } finally {
      await off.close();
    }
  });

  it("a plain OAuth 2.0 provider (configured endpoints, userinfo, no nonce) signs in; a trusted provider's address joins the account", async () => {
    const member = await passwordAccount('fb@example.com');
    const c = authClient(t, { flowType: 'pkce' });
    const { data } = await c.auth.signInWithOAuth({
      provider: 'plain' as 'facebook',
      options: { redirectTo: BACK, skipBrowserRedirect: true },
    });
    const atProvider = await redirectOf(data.url!);
    expect(atProvider.origin + atProvider.pathname).toBe(`${op.issuer}/auth`);
    expect(atProvider.searchParams.get('nonce')).toBeNull();
    expect(atProvider.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await redirectOf(await op.signIn(atProvider.href, 'facebookova'));
    const session = await c.auth.exchangeCodeForSession(back.searchParams.get('code')!);
    expect(session.error).toBeNull();
    expect(session.data.user!.id).toBe((await member.auth.getUser()).data.user!.id);
    expect(session.data.user!.identities!.find((i) => i.provider === 'plain')).toMatchObject({
      id: 'facebookova',
      identity_data: expect.objectContaining({ email: 'fb@example.com', email_verified: true }),
    });
  });

  it('/settings names the configured provider', async () => {
    const res = await fetch(`${t.url}/auth/v1/settings`);
    expect(((await res.json()) as { external: unknown }).external).toMatchObject({
      keycloak: true,
      plain: true,
      google: false,
      email: true,
    });
  });
});
