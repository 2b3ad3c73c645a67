// Sign-in without a password (docs/auth-api.md §7, POST /otp): supabase-js `signInWithOtp` sends a Slovak
// mail over real SMTP with a link and a 6-digit code; the link signs in through /auth/v1/verify (PKCE
// code or implicit fragment), the code through verifyOtp. `shouldCreateUser: false` never tells
// whether an address has an account; the requests share recovery's budget. Phone and SAML SSO are
// switched off and answer as GoTrue does then.
import { createClient } from '@supabase/supabase-js';
import { anonKey } from '../../server/src/auth-api/crypto/keys';
import { startTestApp, type TestApp } from '../support/app';
import { adminClient, authClient, claimsOf } from '../support/auth-client';
import { codeIn, MailCapture, verifyLinkIn } from '../support/mail';
import { openMailLink, startMailApp, stopMailApp } from '../support/mail-app';

const PASSWORD = 'heslo-na-odkaz-1';

describe('sign-in by e-mail link and code (POST /otp)', () => {
  let t: TestApp;
  let mail: MailCapture;
  beforeAll(async () => ({ t, mail } = await startMailApp()));
  afterAll(() => stopMailApp({ t, mail }));

  async function account(email: string): Promise<string> {
    const { data, error } = await adminClient(t).auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    if (error) throw error;
    return data.user.id;
  }

  const open = (link: string) => openMailLink(t, link);

  it('PKCE: a Slovak mail with a link → /verify → ?code → exchangeCodeForSession (AMR magiclink); the link is spent', async () => {
    const id = await account('odkaz@example.com');
    const { auth, events } = authClient(t, { flowType: 'pkce' });
    const { data, error } = await auth.signInWithOtp({
      email: 'Odkaz@Example.com',
      options: { shouldCreateUser: false, emailRedirectTo: `${t.config.PUBLIC_URL}/uzivatel` },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ user: null, session: null });
    const message = await mail.next('odkaz@example.com', { subject: /^Prihlásenie do / });
    expect(message.text).toContain('Prihlásiť sa: ');
    expect(message.text).toMatch(/Alebo zadajte kód: \d{6}\n/);
    const link = verifyLinkIn(message);
    expect(link.startsWith(`${t.config.PUBLIC_URL}/auth/v1/verify?token=pkce_`)).toBe(true);
    expect(new URL(link).searchParams.get('type')).toBe('magiclink');

    const landing = await open(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${t.config.PUBLIC_URL}/uzivatel`);
    const exchanged = await auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user!.id).toBe(id);
    expect(events).toContain('SIGNED_IN');
    expect(claimsOf(exchanged.data.session!.access_token).amr).toEqual([
      expect.objectContaining({ method: 'magiclink' }),
    ]);
    const reused = await open(link);
    expect(reused.searchParams.get('error_code')).toBe('otp_expired');
  });

  it('implicit flow: the link carries a session in the fragment', async () => {
    await account('fragment@example.com');
    await authClient(t).auth.signInWithOtp({ email: 'fragment@example.com' });
    const landing = await open(verifyLinkIn(await mail.next('fragment@example.com', { subject: /^Prihlásenie do / })));
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    const client = authClient(t);
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user!.email).toBe('fragment@example.com');
  });

  it('the 6-digit code signs in with verifyOtp (type email), once', async () => {
    await account('kod@example.com');
    const { auth, events } = authClient(t);
    await auth.signInWithOtp({ email: 'kod@example.com', options: { shouldCreateUser: false } });
    const code = codeIn(await mail.next('kod@example.com'));
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await authClient(t).auth.verifyOtp({
      email: 'kod@example.com',
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error).toMatchObject({ code: 'otp_expired', status: 403 });
    const { data, error } = await auth.verifyOtp({ email: 'kod@example.com', token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe('kod@example.com');
    expect(events).toContain('SIGNED_IN');
    const again = await authClient(t).auth.verifyOtp({ email: 'kod@example.com', token: code, type: 'email' });
    expect(again.error).toMatchObject({ code: 'otp_expired' });
  });

  it('shouldCreateUser: false answers an unknown address exactly like a known one, and sends nothing', async () => {
    await account('znamy@example.com');
    const known = await authClient(t).auth.signInWithOtp({
      email: 'znamy@example.com',
      options: { shouldCreateUser: false },
    });
    const unknown = await authClient(t).auth.signInWithOtp({
      email: 'neznamy@example.com',
      options: { shouldCreateUser: false },
    });
    expect(unknown).toEqual(known);
    expect(unknown.error).toBeNull();
    await mail.next('znamy@example.com');
    await mail.expectNone('neznamy@example.com');
    const { data } = await adminClient(t).auth.admin.listUsers();
    expect(data.users.map((u) => u.email)).not.toContain('neznamy@example.com');
  });

  it('an unknown address (shouldCreateUser by default) becomes an account whose mail code signs in and confirms it', async () => {
    const { auth } = authClient(t);
    expect(
      (await auth.signInWithOtp({ email: 'novy@example.com', options: { data: { nickname: 'Volt' } } })).error,
    ).toBeNull();
    const code = codeIn(await mail.next('novy@example.com'));
    const { data, error } = await auth.verifyOtp({ email: 'novy@example.com', token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'novy@example.com',
      user_metadata: expect.objectContaining({ nickname: 'Volt' }),
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
  });

  it('shares the recovery budget per address, whatever the client address: 429 over_request_rate_limit', async () => {
    const limited = await startTestApp({
      SMTP_URL: mail.smtpUrl,
      AUTH_BCRYPT_COST: '4',
      TRUST_PROXY: 'true',
      RATE_LIMIT_RECOVER: '3/1m',
    });
    try {
      const from = (ip: string) =>
        createClient(limited.url, anonKey(limited.config), {
          auth: { persistSession: false, autoRefreshToken: false },
          global: { headers: { 'x-forwarded-for': ip } },
        }).auth;
      const ask = (ip: string, email: string) =>
        from(ip).signInWithOtp({ email, options: { shouldCreateUser: false } });
      for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
        expect((await ask(ip, 'limit@example.com')).error).toBeNull();
      expect((await ask('10.0.0.4', 'limit@example.com')).error).toMatchObject({
        code: 'over_request_rate_limit',
        status: 429,
      });
      expect((await ask('10.0.0.5', 'other@example.com')).error).toBeNull();
      // Password recovery spends the same budget.
      expect((await from('10.0.0.6').resetPasswordForEmail('limit@example.com')).error).toMatchObject({
        code: 'over_request_rate_limit',
      });
    } finally {
      await limited.close();
    }
  });

  it('refuses bad input with GoTrue codes; phone and SAML SSO answer as when GoTrue has them disabled', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${t.url}/auth/v1/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify(body),
      });
    const none = await post('otp', {});
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({
      code: 'validation_failed',
      message: 'One of email or phone must be set',
    });
    const phone = await authClient(t).auth.signInWithOtp({ phone: '+421905123456' });
    expect(phone.error).toMatchObject({
      code: 'phone_provider_disabled',
      status: 400,
      message: 'Unsupported phone provider',
    });
    const sso = await authClient(t).auth.signInWithSSO({ domain: 'evklub.sk' });
    expect(sso.error).toMatchObject({ code: 'saml_provider_disabled', status: 404, message: 'SAML 2.0 is disabled' });
    const metadata = await fetch(`${t.url}/auth/v1/sso/saml/metadata`);
    expect(metadata.status).toBe(404);
    expect(await metadata.json()).toMatchObject({ error_code: 'saml_provider_disabled' });
  });
});
