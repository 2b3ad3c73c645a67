// The account settings: password, two-factor sign-in with TOTP or security keys (supabase-js against the auth API),
// what other members see of me, the export of my data and deleting my account (product API).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthError, Factor } from '@supabase/supabase-js';
import type { components } from '@/generated/api';
import type { RuntimeConfig } from '@/config/runtime';
import { useMemberApi } from '@/lib/member-api';
import { ApiProblem, unwrap } from '@/lib/api-client';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { getSupabase } from '@/lib/supabase';

export type Visibility = components['schemas']['ProfileVisibilityDto'];

export function useVisibility() {
  const api = useMemberApi();
  return useQuery({ queryKey: ['visibility'], queryFn: () => unwrap(api.GET('/api/profile/visibility')) });
}

export function useUpdateVisibility() {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (visibility: Visibility) => unwrap(api.PUT('/api/profile/visibility', { body: visibility })),
    onSuccess: (data) => client.setQueryData(['visibility'], data),
  });
}

export function useExportData() {
  const api = useMemberApi();
  return useMutation({
    mutationFn: async () => {
      const { data, response } = await api.GET('/api/profile/export', { parseAs: 'blob' });
      if (!response.ok || !data) throw new ApiProblem(response.status, `errors.http_${response.status}`);
      return data as unknown as Blob;
    },
  });
}

export const DELETE_CONFIRMATION = 'ZMAZAŤ';

export function useDeleteAccount() {
  const api = useMemberApi();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/profile', { body: { confirm: DELETE_CONFIRMATION } })),
  });
}

// ── two-factor sign-in ──────────────────────────────────────────────────────────────────────────

export function useFactors() {
  const config = useRuntimeConfig();
  return useQuery({
    queryKey: ['factors'],
    queryFn: async (): Promise<Factor[]> => {
      const supabase = await getSupabase(config);
      const { data, error } = await supabase.auth.mfa.listFactors();
      if (error) throw error;
      return data.all;
    },
  });
}

export interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** Starts a TOTP enrolment (leftover unverified factors are removed first: their names would collide). */
export async function enrolTotp(config: RuntimeConfig, factors: Factor[]): Promise<Enrolment> {
  const supabase = await getSupabase(config);
  for (const factor of factors.filter((f) => f.status !== 'verified'))
    await supabase.auth.mfa.unenroll({ factorId: factor.id });
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: config.siteName,
    issuer: config.siteName,
  });
  if (error) throw error;
  return { factorId: data.id, qrCode: svgDataUrl(data.totp.qr_code), secret: data.totp.secret };
}

/**
 * supabase-js hands the QR code over as `data:image/svg+xml;utf-8,<svg…>` with the SVG unencoded.
 * Our server draws it without `#` or `%` so that string works as it is (auth-mfa.service.ts qrSvg);
 * encoding it here keeps this page working against a hosted Supabase project too.
 */
function svgDataUrl(qrCode: string): string {
  const svg = qrCode.replace(/^data:image\/svg\+xml;[^,]*,/, '');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export async function confirmTotp(config: RuntimeConfig, factorId: string, code: string) {
  const supabase = await getSupabase(config);
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  return error;
}

export async function removeFactor(config: RuntimeConfig, factorId: string) {
  const supabase = await getSupabase(config);
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  return error;
}

export async function changePassword(config: RuntimeConfig, password: string) {
  const supabase = await getSupabase(config);
  const { error } = await supabase.auth.updateUser({ password });
  return error;
}

/**
 * Adds a security key as a second factor (docs/auth-api.md §1.10): supabase-js enrols a WebAuthn
 * factor, runs the browser's creation ceremony on its challenge and verifies it, which raises the
 * session to aal2. The name is the first "Bezpečnostný kľúč N" the member does not have yet.
 */
export async function addSecurityKey(
  config: RuntimeConfig,
  factors: Factor[],
  nameFor: (n: number) => string,
): Promise<AuthError | Error | null> {
  const supabase = await getSupabase(config);
  const taken = new Set(factors.filter((f) => f.status === 'verified').map((f) => f.friendly_name));
  let n = 1;
  while (taken.has(nameFor(n))) n += 1;
  const { error } = await supabase.auth.mfa.webauthn.register({ friendlyName: nameFor(n), webauthn: {} });
  return error;
}
