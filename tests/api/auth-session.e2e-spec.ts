// Sessions through supabase-js: the access token's claims, refresh-token rotation with reuse
// detection, and sign-out scopes (docs/auth-api.md §1.4, §1.9, §3.2, §4.2, §4.3).
import { AuthSessionMissingError } from '@supabase/supabase-js';
import { jwtVerify } from 'jose';
import { resolveJwtSecret } from '../../server/src/access/jwt-secret';
import { startTestApp, TestApp } from '../support/app';
import { claimsOf, signedInClient, signedUpClient } from '../support/auth-client';
import { setTimeout as sleep } from 'node:timers/promises';

const PASSWORD = 'elektrina-42';

/** A raw refresh call, as a second device holding an old refresh token would make it. */
async function refreshWith(t: TestApp, refreshToken: string) {
  const res = await fetch(`${t.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '1' });
  });
  afterAll(() => t.close());

  const member = (email: string) => signedUpClient(t, email, PASSWORD);

  const signedIn = (email: string) => signedInClient(t, email, PASSWORD);

  it('issues HS256 access tokens with the claims of a Supabase access token', async () => {
    const c = await member('claims@example.com');
    const { data } = await c.auth.getSession();
    const token = data.session!.access_token;
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(resolveJwtSecret(t.config)), {
      algorithms: ['HS256'],
      issuer: `${t.config.PUBLIC_URL}/auth/v1`,
      audience: 'authenticated',
    });
    expect(protectedHeader).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({
      sub: data.session!.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'claims@example.com',
      phone: '',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      is_anonymous: false,
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(data.session!.expires_at).toBe(payload.exp);
  });

  it('refreshSession rotates the refresh token within the same session', async () => {
    const c = await member('rotate@example.com');
    const first = (await c.auth.getSession()).data.session!;
    const { data, error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(data.session!.access_token).session_id).toBe(claimsOf(first.access_token).session_id);
    expect(claimsOf(data.session!.access_token).amr).toEqual(claimsOf(first.access_token).amr);
    expect(c.events).toContain('TOKEN_REFRESHED');
    // Within the reuse interval the previous token still works (a second tab refreshing at once).
    const parallel = await refreshWith(t, first.refresh_token);
    expect(parallel.status).toBe(200);
    expect(claimsOf(parallel.body.access_token as string).session_id).toBe(claimsOf(first.access_token).session_id);
  });

  it('an old refresh token presented after the reuse interval ends the session; the client then signs out', async () => {
    const c = await member('reuse@example.com');
    const a = (await c.auth.getSession()).data.session!.refresh_token;
    await c.auth.refreshSession();
    const b = (await c.auth.getSession()).data.session!.refresh_token;
    await c.auth.refreshSession();
    expect(b).not.toBe(a);
    await sleep(1100);

    const stolen = await refreshWith(t, a);
    expect(stolen).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      }),
    });

    // The whole session is gone: the rightful client's access token is refused and it signs out.
    const { data, error } = await c.auth.getUser();
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthSessionMissingError);
    expect(c.events[c.events.length - 1]).toBe('SIGNED_OUT');
    expect((await c.auth.getSession()).data.session).toBeNull();
    const current = await refreshWith(t, b);
    expect(current.status).toBe(400);
    expect(current.body.code).toBe('refresh_token_not_found');
  });

  it('the parent of the current token still refreshes after the interval (the client lost the last reply)', async () => {
    const c = await member('lost@example.com');
    const a = (await c.auth.getSession()).data.session!.refresh_token;
    await c.auth.refreshSession();
    await sleep(1100);
    const retried = await refreshWith(t, a);
    expect(retried.status).toBe(200);
    // …and the token it replaced is now the old one.
    const next = await refreshWith(t, retried.body.refresh_token as string);
    expect(next.status).toBe(200);
  });

  it('parallel refreshes with one token (two tabs) all succeed, one after another', async () => {
    const c = await member('tabs@example.com');
    const token = (await c.auth.getSession()).data.session!.refresh_token;
    const results = await Promise.all([refreshWith(t, token), refreshWith(t, token), refreshWith(t, token)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    // The first rotates the token; the others present the parent of the active token and get that token (GoTrue).
    expect(new Set(results.map((r) => r.body.refresh_token)).size).toBe(1);
    expect((await refreshWith(t, results[0].body.refresh_token as string)).status).toBe(200);
  });

  it('refuses malformed and unknown refresh tokens', async () => {
    expect(await refreshWith(t, 'short')).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'validation_failed', message: 'Refresh token is not valid' }),
    });
    expect(await refreshWith(t, 'abcdefghijklmnopqrstuvwxyz234567')).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'refresh_token_not_found' }),
    });
  });

  it("signOut({ scope: 'others' }) ends the user's other sessions only", async () => {
    const me = await member('others@example.com');
    const phone = await signedIn('others@example.com');
    const tablet = await signedIn('others@example.com');
    const stranger = await member('stranger@example.com');
    const tabletRefresh = (await tablet.auth.getSession()).data.session!.refresh_token;

    expect((await me.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await me.auth.getUser()).data.user?.email).toBe('others@example.com');
    expect(me.events).not.toContain('SIGNED_OUT');
    for (const c of [phone, tablet]) {
      expect((await c.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
      expect(c.events).toContain('SIGNED_OUT');
    }
    expect((await refreshWith(t, tabletRefresh)).body.code).toBe('refresh_token_not_found');
    expect((await stranger.auth.getUser()).data.user?.email).toBe('stranger@example.com');
  });

  it("signOut({ scope: 'local' }) ends the calling session only", async () => {
    const me = await member('local@example.com');
    const other = await signedIn('local@example.com');
    const token = (await me.auth.getSession()).data.session!.access_token;
    expect((await me.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(me.events).toContain('SIGNED_OUT');
    expect((await me.auth.getSession()).data.session).toBeNull();
    const res = await fetch(`${t.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found' });
    expect((await other.auth.getUser()).data.user?.email).toBe('local@example.com');
  });

  it('signOut() (global) ends every session of the user', async () => {
    const me = await member('global@example.com');
    const other = await signedIn('global@example.com');
    expect((await me.auth.signOut()).error).toBeNull();
    expect(me.events).toContain('SIGNED_OUT');
    expect((await other.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
    // Signing in again works.
    expect((await signedIn('global@example.com')).events).toContain('SIGNED_IN');
  });

  it('rejects an unknown logout scope and a missing bearer token', async () => {
    const me = await member('scope@example.com');
    const token = (await me.auth.getSession()).data.session!.access_token;
    const bad = await fetch(`${t.url}/auth/v1/logout?scope=everything`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
    const anonymous = await fetch(`${t.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'no_authorization' });
    expect((await me.auth.getUser()).data.user).not.toBeNull();
  });
});
