// Password reset by e-mail (docs/auth-api.md §1.7, §1.8): the mail arrives over SMTP, its link leads
// through /auth/v1/verify to /vytvorit-nove-heslo with a PKCE code (the web app's flow) or a
// session in the fragment (plain supabase-js), and the recovery session sets the new password.
import { AuthApiError } from '@supabase/supabase-js';
import type { TestApp } from '../support/app';
import { adminClient, authClient, claimsOf } from '../support/auth-client';
import { codeIn, MailCapture, verifyLinkIn } from '../support/mail';
import { openMailLink, startMailApp, stopMailApp } from '../support/mail-app';

const OLD = 'stare-heslo-1';
const NEW = 'nove-heslo-22';

describe('password recovery', () => {
  let t: TestApp;
  let mail: MailCapture;
  beforeAll(async () => ({ t, mail } = await startMailApp()));
  afterAll(() => stopMailApp({ t, mail }));

  async function account(email: string): Promise<void> {
    const { error } = await adminClient(t).auth.admin.createUser({ email, password: OLD, email_confirm: true });
    if (error) throw error;
  }

  const open = (link: string) => openMailLink(t, link);

  it('PKCE: mail → /verify → /vytvorit-nove-heslo?code → PASSWORD_RECOVERY → new password', async () => {
    await account('reset@example.com');
    const elsewhere = authClient(t);
    await elsewhere.auth.signInWithPassword({ email: 'reset@example.com', password: OLD });

    const { auth, events } = authClient(t, { flowType: 'pkce' });
    const { data, error } = await auth.resetPasswordForEmail('reset@example.com');
    expect(error).toBeNull();
    expect(data).toEqual({});
    const message = await mail.next('reset@example.com', { subject: /Obnovenie hesla/ });
    const link = verifyLinkIn(message);
    expect(link.startsWith(`${t.config.PUBLIC_URL}/auth/v1/verify?token=pkce_`)).toBe(true);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');

    const landing = await open(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${t.config.PUBLIC_URL}/vytvorit-nove-heslo`);
    const exchanged = await auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(events).not.toContain('SIGNED_IN');
    expect(claimsOf(exchanged.data.session!.access_token).amr).toEqual([
      expect.objectContaining({ method: 'recovery' }),
    ]);

    const updated = await auth.updateUser({ password: NEW });
    expect(updated.error).toBeNull();
    expect(events).toContain('USER_UPDATED');

    expect(
      (await authClient(t).auth.signInWithPassword({ email: 'reset@example.com', password: NEW })).error,
    ).toBeNull();
    const old = await authClient(t).auth.signInWithPassword({ email: 'reset@example.com', password: OLD });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    // The password change signed out the other device, and the link is spent.
    expect((await elsewhere.auth.getUser()).error).not.toBeNull();
    const reused = await open(link);
    expect(reused.searchParams.get('error_code')).toBe('otp_expired');
    expect(new URLSearchParams(reused.hash.slice(1)).get('error_description')).toBe(
      'Email link is invalid or has expired',
    );
  });

  it('implicit flow: the redirect carries a recovery session in the fragment', async () => {
    await account('implicit@example.com');
    const { auth } = authClient(t);
    await auth.resetPasswordForEmail('implicit@example.com', {
      redirectTo: `${t.config.PUBLIC_URL}/vytvorit-nove-heslo?from=mail`,
    });
    const landing = await open(verifyLinkIn(await mail.next('implicit@example.com')));
    expect(landing.pathname).toBe('/vytvorit-nove-heslo');
    expect(landing.searchParams.get('from')).toBe('mail');
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    const accessToken = fragment.get('access_token')!;
    expect(claimsOf(accessToken).amr).toEqual([expect.objectContaining({ method: 'otp' })]);

    const client = authClient(t);
    const set = await client.auth.setSession({
      access_token: accessToken,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: NEW })).error).toBeNull();
    expect(
      (await authClient(t).auth.signInWithPassword({ email: 'implicit@example.com', password: NEW })).error,
    ).toBeNull();
  });

  it('the mail carries the link only: no screen of the reset flow takes a code, so none is offered', async () => {
    await account('nocode@example.com');
    await authClient(t).auth.resetPasswordForEmail('nocode@example.com');
    const message = await mail.next('nocode@example.com', { subject: /Obnovenie hesla/ });
    expect(verifyLinkIn(message)).toContain('/auth/v1/verify?token=');
    expect(message.text).not.toMatch(/kód/i);
    expect(message.html).not.toMatch(/kód/i);
    expect(message.text).toContain('Odkaz platí');
  });

  it('the recovery code (as the admin API generateLink hands it out) gives a recovery session too (verifyOtp)', async () => {
    await account('code@example.com');
    const { auth, events } = authClient(t);
    const generated = await adminClient(t).auth.admin.generateLink({ type: 'recovery', email: 'code@example.com' });
    expect(generated.error).toBeNull();
    const code = generated.data.properties!.email_otp;
    const { error } = await auth.verifyOtp({ email: 'code@example.com', token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    const same = await auth.updateUser({ password: OLD });
    expect(same.error).toBeInstanceOf(AuthApiError);
    expect(same.error).toMatchObject({ code: 'same_password', status: 422 });
  });

  it('answers {} for an unknown address and sends nothing', async () => {
    const { data, error } = await authClient(t).auth.resetPasswordForEmail('nikto@example.com');
    expect(error).toBeNull();
    expect(data).toEqual({});
    await mail.expectNone('nikto@example.com');
  });

  it('never redirects off the site: a foreign redirect_to falls back to /vytvorit-nove-heslo', async () => {
    await account('redirect@example.com');
    await authClient(t).auth.resetPasswordForEmail('redirect@example.com', {
      redirectTo: 'https://evil.example.net/steal',
    });
    const link = verifyLinkIn(await mail.next('redirect@example.com'));
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${t.config.PUBLIC_URL}/vytvorit-nove-heslo`);
    const tampered = new URL(link.replace(t.config.PUBLIC_URL, t.url));
    tampered.searchParams.set('redirect_to', 'https://evil.example.net/steal');
    const res = await fetch(tampered, { redirect: 'manual' });
    expect(res.headers.get('location')!.startsWith(`${t.config.PUBLIC_URL}/vytvorit-nove-heslo#access_token=`)).toBe(
      true,
    );
  });

  it('updateUser merges user metadata; null removes a key', async () => {
    await account('meta@example.com');
    const { auth } = authClient(t);
    await auth.signInWithPassword({ email: 'meta@example.com', password: OLD });
    await auth.updateUser({ data: { nickname: 'Blesk', city: 'Košice' } });
    const { data } = await auth.updateUser({ data: { nickname: null } });
    expect(data.user!.user_metadata).toEqual({ city: 'Košice', email_verified: true });
  });

  it('an e-mail change is confirmed from both addresses, then signs in with the new one', async () => {
    await account('old@example.com');
    const { auth, events } = authClient(t);
    await auth.signInWithPassword({ email: 'old@example.com', password: OLD });
    const taken = await auth.updateUser({ email: 'reset@example.com' });
    expect(taken.error).toMatchObject({ code: 'email_exists', status: 422 });
    const { data, error } = await auth.updateUser({ email: 'New@Example.com' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'old@example.com', new_email: 'new@example.com' });
    expect(events).toContain('USER_UPDATED');

    const toOld = await mail.next('old@example.com', { subject: /zmenu e-mailovej adresy/ });
    expect(toOld.text).toContain('new@example.com');
    const half = await open(verifyLinkIn(toOld));
    expect(new URLSearchParams(half.hash.slice(1)).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect((await auth.getUser()).data.user!.email).toBe('old@example.com');

    const done = await open(verifyLinkIn(await mail.next('new@example.com', { subject: /novú e-mailovú adresu/ })));
    expect(new URLSearchParams(done.hash.slice(1)).get('type')).toBe('email_change');
    const { data: after } = await auth.getUser();
    expect(after.user).toMatchObject({ email: 'new@example.com' });
    expect(after.user!.new_email).toBeUndefined();
    expect(after.user!.identities![0]).toMatchObject({ email: 'new@example.com' });
    expect((await authClient(t).auth.signInWithPassword({ email: 'new@example.com', password: OLD })).error).toBeNull();
    expect(
      (await authClient(t).auth.signInWithPassword({ email: 'old@example.com', password: OLD })).error,
    ).toMatchObject({ code: 'invalid_credentials' });
  });

  it('reauthenticate mails a one-time code', async () => {
    await account('reauth@example.com');
    const { auth } = authClient(t);
    await auth.signInWithPassword({ email: 'reauth@example.com', password: OLD });
    const { error } = await auth.reauthenticate();
    expect(error).toBeNull();
    const message = await mail.next('reauth@example.com', { subject: /Overovací kód/ });
    expect(codeIn(message)).toMatch(/^\d{6}$/);
    expect(message.text).not.toContain('/auth/v1/verify');
  });

  it('a link used twice at the same moment opens exactly one session', async () => {
    await account('twice@example.com');
    const { data } = await adminClient(t).auth.admin.generateLink({ type: 'recovery', email: 'twice@example.com' });
    const verify = () =>
      fetch(`${t.url}/auth/v1/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ type: 'recovery', token_hash: data.properties!.hashed_token }),
      }).then((r) => r.status);
    expect((await Promise.all([verify(), verify(), verify()])).sort()).toEqual([200, 403, 403]);
  });
});
