// Sign-up and password sign-in through the real supabase-js client (docs/auth-api.md §1.2, §1.3),
// with confirmation mails caught by a real SMTP server.
import { AuthApiError, AuthWeakPasswordError, isAuthApiError } from '@supabase/supabase-js';
import { createAuthUser, PasswordHasher } from '../../server/src/auth-api';
import { PrismaService } from '../../server/src/database/prisma.service';
import { startTestApp, type TestApp } from '../support/app';
import { authClient, claimsOf } from '../support/auth-client';
import { codeIn, MailCapture, verifyLinkIn } from '../support/mail';
import { openMailLink, startMailApp, stopMailApp } from '../support/mail-app';

describe('POST /auth/v1/signup with e-mail confirmation', () => {
  let t: TestApp;
  let mail: MailCapture;
  beforeAll(async () => ({ t, mail } = await startMailApp()));
  afterAll(() => stopMailApp({ t, mail }));

  it('answers the unconfirmed user, mails a link, and the link confirms and signs in', async () => {
    const { auth, events } = authClient(t);
    const { data, error } = await auth.signUp({
      email: 'Jana.Novakova@Example.com',
      password: 'elektrina-42',
      options: { data: { first_name: 'Jana' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email: 'jana.novakova@example.com',
      role: 'authenticated',
      aud: 'authenticated',
      user_metadata: { first_name: 'Jana' },
    });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.identities).toHaveLength(1);

    const before = await auth.signInWithPassword({ email: 'jana.novakova@example.com', password: 'elektrina-42' });
    expect(before.error).toBeInstanceOf(AuthApiError);
    expect(before.error).toMatchObject({ code: 'email_not_confirmed', status: 400 });

    const message = await mail.next('jana.novakova@example.com', { subject: /Potvrďte registráciu/ });
    const landing = await openMailLink(t, verifyLinkIn(message));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${t.config.PUBLIC_URL}/`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(claimsOf(fragment.get('access_token')!)).toMatchObject({
      email: 'jana.novakova@example.com',
      amr: [expect.objectContaining({ method: 'otp' })],
    });

    const signedIn = await auth.signInWithPassword({ email: 'jana.novakova@example.com', password: 'elektrina-42' });
    expect(signedIn.error).toBeNull();
    const { data: fetched } = await auth.getUser();
    expect(fetched.user!.email_confirmed_at).toEqual(expect.any(String));
    expect(fetched.user!.user_metadata).toMatchObject({ first_name: 'Jana', email_verified: true });
    expect(fetched.user!.identities![0].identity_data).toMatchObject({ email_verified: true });
    expect(events).toContain('SIGNED_IN');

    const again = await fetch(verifyLinkIn(message).replace(t.config.PUBLIC_URL, t.url), { redirect: 'manual' });
    const reused = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(reused.get('error_code')).toBe('otp_expired');
  });

  it('confirms with the 6-digit code from the mail (verifyOtp), once', async () => {
    const { auth, events } = authClient(t);
    await auth.signUp({ email: 'kod@example.com', password: 'elektrina-42' });
    const code = codeIn(await mail.next('kod@example.com'));
    const wrong = await auth.verifyOtp({
      email: 'kod@example.com',
      token: code === '000000' ? '111111' : '000000',
      type: 'signup',
    });
    expect(wrong.error).toMatchObject({ code: 'otp_expired', status: 403 });
    const { data, error } = await auth.verifyOtp({ email: 'kod@example.com', token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toEqual(expect.any(String));
    expect(events).toContain('SIGNED_IN');
    const reused = await authClient(t).auth.verifyOtp({ email: 'kod@example.com', token: code, type: 'signup' });
    expect(reused.error).toMatchObject({ code: 'otp_expired' });
  });

  it('PKCE sign-up (as @supabase/ssr does): the link hands out a code that exchangeCodeForSession turns into a session', async () => {
    const { auth, events } = authClient(t, { flowType: 'pkce' });
    const redirect = `${t.config.PUBLIC_URL}/uzivatel/dokoncenie-registracie`;
    const { data } = await auth.signUp({
      email: 'pkce@example.com',
      password: 'elektrina-42',
      options: { emailRedirectTo: redirect },
    });
    expect(data.session).toBeNull();
    const link = verifyLinkIn(await mail.next('pkce@example.com'));
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const landing = await openMailLink(t, link);
    expect(landing.pathname).toBe('/uzivatel/dokoncenie-registracie');
    const code = landing.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const flowId = landing.searchParams.get('sb_flow_id') ?? undefined;

    const exchanged = await auth.exchangeCodeForSession(code, flowId ? { flowId } : undefined);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session!.user.email).toBe('pkce@example.com');
    expect(claimsOf(exchanged.data.session!.access_token).amr).toEqual([
      expect.objectContaining({ method: 'email/signup' }),
    ]);
    expect(events).toContain('SIGNED_IN');
    // The code works once.
    const second = await authClient(t, { flowType: 'pkce' }).auth.exchangeCodeForSession(code);
    expect(second.error).not.toBeNull();
  });

  it('signing up again with a confirmed address answers a decoy and sends nothing', async () => {
    const { auth } = authClient(t);
    await auth.signUp({ email: 'existing@example.com', password: 'elektrina-42' });
    await auth.verifyOtp({
      email: 'existing@example.com',
      token: codeIn(await mail.next('existing@example.com')),
      type: 'signup',
    });

    const { data, error } = await authClient(t).auth.signUp({
      email: 'existing@example.com',
      password: 'ine-heslo-99',
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.identities).toHaveLength(1);
    await mail.expectNone('existing@example.com');
    const original = await authClient(t).auth.signInWithPassword({
      email: 'existing@example.com',
      password: 'elektrina-42',
    });
    expect(original.error).toBeNull();
  });

  it('resend sends a new confirmation and the previous link stops working', async () => {
    const { auth } = authClient(t);
    await auth.signUp({ email: 'resend@example.com', password: 'elektrina-42' });
    const firstLink = verifyLinkIn(await mail.next('resend@example.com'));
    const resent = await auth.resend({ type: 'signup', email: 'resend@example.com' });
    expect(resent.error).toBeNull();
    const secondLink = verifyLinkIn(await mail.next('resend@example.com'));
    expect(secondLink).not.toBe(firstLink);
    expect(new URLSearchParams((await openMailLink(t, firstLink)).hash.slice(1)).get('error_code')).toBe('otp_expired');
    expect(new URLSearchParams((await openMailLink(t, secondLink)).hash.slice(1)).get('access_token')).toBeTruthy();
    // Nothing is sent for a confirmed or unknown address.
    expect((await auth.resend({ type: 'signup', email: 'resend@example.com' })).error).toBeNull();
    expect((await auth.resend({ type: 'signup', email: 'nobody@example.com' })).error).toBeNull();
    await mail.expectNone('resend@example.com');
  });

  it('a wrong password is AuthApiError invalid_credentials, as for an unknown address', async () => {
    const { auth } = authClient(t);
    const wrong = await auth.signInWithPassword({ email: 'jana.novakova@example.com', password: 'nespravne-heslo' });
    expect(isAuthApiError(wrong.error)).toBe(true);
    expect(wrong.error).toMatchObject({
      code: 'invalid_credentials',
      status: 400,
      message: 'Invalid login credentials',
    });
    const unknown = await auth.signInWithPassword({ email: 'nikto@example.com', password: 'nespravne-heslo' });
    expect(unknown.error).toMatchObject({ code: 'invalid_credentials', status: 400 });
  });

  it('a weak password is AuthWeakPasswordError with its reasons', async () => {
    const { data, error } = await authClient(t).auth.signUp({ email: 'weak@example.com', password: 'abc' });
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ code: 'weak_password', status: 422, reasons: ['length'] });
    expect(error!.message).toBe('Password should be at least 8 characters.');
  });
});

describe('POST /auth/v1/signup with AUTH_AUTOCONFIRM', () => {
  let t: TestApp;
  let mail: MailCapture;
  beforeAll(async () => ({ t, mail } = await startMailApp({ AUTH_AUTOCONFIRM: 'true' })));
  afterAll(() => stopMailApp({ t, mail }));

  it('signs up straight into a session; getUser answers the account; a second sign-up is user_already_exists', async () => {
    const { auth, events } = authClient(t);
    const { data, error } = await auth.signUp({ email: 'auto@example.com', password: 'elektrina-42' });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, refresh_token: expect.any(String) });
    expect(data.session!.user.email_confirmed_at).toEqual(expect.any(String));
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
    const { data: fetched } = await auth.getUser();
    expect(fetched.user!.id).toBe(data.user!.id);
    expect(claimsOf(data.session!.access_token).amr).toEqual([expect.objectContaining({ method: 'password' })]);

    const again = await authClient(t).auth.signUp({ email: 'auto@example.com', password: 'elektrina-42' });
    expect(again.error).toMatchObject({ code: 'user_already_exists', status: 422, message: 'User already registered' });

    const signedIn = await authClient(t).auth.signInWithPassword({
      email: 'AUTO@example.com',
      password: 'elektrina-42',
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session!.user.last_sign_in_at).toEqual(expect.any(String));
  });

  it('an e-mail change waits for confirmation by mail even so: only anonymous users skip it', async () => {
    const { auth } = authClient(t);
    await auth.signUp({ email: 'before@example.com', password: 'elektrina-42' });
    const { data, error } = await auth.updateUser({ email: 'after@example.com' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'before@example.com', new_email: 'after@example.com' });
    expect((await mail.next('after@example.com')).subject).toEqual(expect.any(String));
    expect(
      (await authClient(t).auth.signInWithPassword({ email: 'after@example.com', password: 'elektrina-42' })).error,
    ).toMatchObject({ code: 'invalid_credentials' });
    expect(
      (await authClient(t).auth.signInWithPassword({ email: 'before@example.com', password: 'elektrina-42' })).error,
    ).toBeNull();
  });
});

describe('createAuthUser (demo accounts of the seed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      AUTH_BCRYPT_COST: '4',
      AUTH_PASSWORD_REQUIRED_CHARACTERS: 'abcdefghijklmnopqrstuvwxyz:0123456789',
    });
  });
  afterAll(() => t.close());

  it("makes a confirmed account with a fixed id and a GoTrue bcrypt hash; a password below today's policy signs in with weak_password", async () => {
    const prisma = t.app.get(PrismaService);
    const id = '5b0d6f2e-1c1a-4c55-9a57-6a1f0d3b8e01';
    await prisma.$transaction((tx) =>
      createAuthUser(
        tx,
        {
          id,
          email: 'Demo@EVKlub.sk',
          password: 'demodemo',
          confirmed: true,
          userMetadata: { first_name: 'Demo' },
        },
        t.app.get(PasswordHasher),
      ),
    );
    const [row] = await prisma.$queryRaw<
      { encrypted_password: string; email: string }[]
    >`SELECT encrypted_password, email FROM auth.users WHERE id = ${id}::uuid`;
    expect(row.email).toBe('demo@evklub.sk');
    expect(row.encrypted_password).toMatch(/^\$2a\$10\$/);

    const { data, error } = await authClient(t).auth.signInWithPassword({
      email: 'demo@evklub.sk',
      password: 'demodemo',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id,
      email: 'demo@evklub.sk',
      user_metadata: { first_name: 'Demo', email_verified: true },
    });
    expect(data.weakPassword).toEqual({
      message: expect.stringContaining('Password should contain at least one character of each'),
      reasons: ['characters'],
    });
  });
});
