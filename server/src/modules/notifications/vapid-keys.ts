// The server's VAPID identity (RFC 8292) that the push services know it by: VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY when configured, else a pair generated once and kept in DATA_DIR/vapid-keys.json
// (mode 600), as the JWT secret is (access/jwt-secret.ts). Every instance on one DATA_DIR, or with the
// same settings, signs with the same key, so the browsers' subscriptions stay valid across restarts.
// The private key is never logged nor answered.
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config/config';
import { readOrCreate } from '../../common/secrets';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The `mailto:` of MAIL_FROM's address ("EV Klub <noreply@evklub.sk>" → mailto:noreply@evklub.sk). */
const mailtoOf = (from: string) => `mailto:${/<([^>]+)>/.exec(from)?.[1] ?? from.trim()}`;

export function resolveVapidKeys(config: Config): VapidKeys {
  const subject =
    config.VAPID_SUBJECT ?? (config.PUBLIC_URL.startsWith('https://') ? config.PUBLIC_URL : mailtoOf(config.MAIL_FROM));
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const stored = JSON.parse(
    readOrCreate(path.join(config.dataDir, 'vapid-keys.json'), () => JSON.stringify(webpush.generateVAPIDKeys())),
  ) as { publicKey: string; privateKey: string };
  return { ...stored, subject };
}
