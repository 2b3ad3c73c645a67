// Signed unsubscribe links (RFC 8058 one-click and the unsubscribe page): the token names a member
// and a kind of mail and carries an HMAC of both, so it needs no sign-in and cannot be forged for
// another member or kind. It does not expire: an old mail's link must still work.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(key: string, payload: string): string {
  return createHmac('sha256', `unsubscribe:${key}`).update(payload).digest('base64url');
}

export function signUnsubscribe(key: string, userId: string, kind: NotificationKind): string {
  const payload = `${userId}.${kind}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(key, payload)}`;
}

export function verifyUnsubscribe(key: string, token: string): { userId: string; kind: NotificationKind } | null {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, kind] = payload.split('.');
  if (!UUID.test(userId ?? '') || !(NOTIFICATION_KINDS as readonly string[]).includes(kind ?? '')) return null;
  return { userId, kind: kind as NotificationKind };
}
