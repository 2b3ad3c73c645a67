// Unsubscribing from one kind of club mail by the signed link in the mail, without signing in:
// the page reads what the link stops (GET) and stops it on the visitor's click (POST), never on
// the page load itself, so a mail scanner following the link unsubscribes nobody.
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';

export type UnsubscribeKind = components['schemas']['UnsubscribeDto']['kind'];
export type UnsubscribeState =
  { valid: true; token: string; kind: UnsubscribeKind; subscribed: boolean } | { valid: false };

export async function loadUnsubscribe(api: ApiClient, request: Request): Promise<UnsubscribeState> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token) return { valid: false };
  const { data, response } = await api.GET('/api/unsubscribe', { params: { query: { token } } });
  if (response.status === 400 || response.status === 404) return { valid: false };
  if (!data) throw new Response(null, { status: response.status });
  return { valid: true, token, kind: data.v.kind, subscribed: data.v.subscribed };
}

/** True when the server confirmed. */
export async function unsubscribe(api: ApiClient, token: string): Promise<boolean> {
  try {
    const { response } = await api.POST('/api/unsubscribe', { params: { query: { token } } });
    return response.ok;
  } catch {
    return false;
  }
}
