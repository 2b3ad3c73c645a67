// External providers and linked identities in their switched-off state (docs/auth-api.md §7): with no
// OAuth/OIDC provider configured and manual linking off, supabase-js's signInWithOAuth, linkIdentity
// and unlinkIdentity get GoTrue's answers for that configuration, and getUserIdentities lists the
// account's e-mail identity.
import { startTestApp, TestApp } from '../support/app';
import { signedUpClient } from '../support/auth-client';

describe('external providers and identities (none configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  });
  afterAll(() => t.close());

  it('getUserIdentities lists the e-mail identity; linking and unlinking answer manual_linking_disabled', async () => {
    const { auth } = await signedUpClient(t, 'identity@example.com', 'identita-heslo-1');
    const { data, error } = await auth.getUserIdentities();
    expect(error).toBeNull();
    expect(data!.identities).toEqual([
      expect.objectContaining({ provider: 'email', email: 'identity@example.com', identity_id: expect.any(String) }),
    ]);

    const link = await auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({
      code: 'manual_linking_disabled',
      status: 404,
      message: 'Manual linking is disabled',
    });
    const unlink = await auth.unlinkIdentity(data!.identities[0]);
    expect(unlink.error).toMatchObject({ code: 'manual_linking_disabled', status: 404 });
    expect((await auth.getUserIdentities()).data!.identities).toHaveLength(1);
  });

  it('identity calls need a signed-in user first', async () => {
    const res = await fetch(`${t.url}/auth/v1/user/identities/00000000-0000-4000-8000-000000000000`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(401);
    const linkRes = await fetch(`${t.url}/auth/v1/user/identities/authorize?provider=google`);
    expect(linkRes.status).toBe(401);
  });

  it('GET /authorize of signInWithOAuth: an unconfigured provider is 400 validation_failed, as GoTrue answers', async () => {
    const { auth } = await signedUpClient(t, 'oauth@example.com', 'identita-heslo-1');
    const { data } = await auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(data.url).toContain('/auth/v1/authorize?provider=google');
    const res = await fetch(data.url!);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Unsupported provider: Provider google could not be found',
    });
  });
});
