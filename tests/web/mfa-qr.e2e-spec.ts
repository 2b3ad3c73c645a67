// The two-factor QR code as any supabase-js client shows it: the Supabase docs put `qr_code`
// straight into `<img src>`, and supabase-js prefixes the SVG with `data:image/svg+xml;utf-8,`
// unencoded. The image must decode in Chromium from exactly that string.
import { createClient } from '@supabase/supabase-js';
import { expect, test } from './fixtures';
import { createMember } from './member-support';
import { publicConfig } from './public-support';

test("supabase-js's own mfa.enroll answer renders as an image", async ({ page, request }) => {
  const member = await createMember(request);
  const config = await publicConfig(request);
  const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error: signInError } = await supabase.auth.signInWithPassword({
    email: member.email,
    password: member.password,
  });
  expect(signInError).toBeNull();
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Mobil',
    issuer: 'EV Klub',
  });
  expect(error).toBeNull();

  await page.goto('/');
  const size = await page.evaluate(async (src) => {
    const img = document.createElement('img');
    img.alt = 'QR kód';
    img.src = src;
    document.body.append(img);
    try {
      await img.decode();
    } catch {
      return { width: 0, height: 0 };
    }
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, data!.totp.qr_code);
  expect(size.width).toBeGreaterThan(0);
  expect(size.height).toBe(size.width);
});
