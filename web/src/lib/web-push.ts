// This device's Web Push subscription (the service worker web/public/sw.js shows the pushes): the
// settings turn it on when the member chooses a push notification (only then is the browser's
// permission asked), and signing out removes it here and on the server, so a shared device stops
// receiving the member's notifications. The server keeps one subscription per device
// (server/src/modules/notifications/push-subscription.service.ts).
import type { RuntimeConfig } from '../config/runtime';
import { unwrap, type ApiClient } from './api-client';
import { memberApi } from './member-api';

/** Why this device cannot receive pushes now, or 'ready' when it can be asked. */
export type PushAvailability = 'ready' | 'unsupported' | 'ios-install' | 'denied';

/** The outcome of turning push on for this device. */
export type PushOutcome = 'subscribed' | 'unsupported' | 'ios-install' | 'denied' | 'failed';

/** A browser that never settles the subscription (no reachable push service) is given up on after this. */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

const appleMobile = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
const standalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;

export function pushAvailability(): PushAvailability {
  const apis = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  // Safari on iPhone and iPad offers Web Push only to an app added to the home screen (iOS 16.4+).
  if (appleMobile() && !standalone()) return 'ios-install';
  if (!apis) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'ready';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('push subscription timed out')), ms)),
  ]);
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/**
 * Asks for the permission (the member just chose a push notification), subscribes this device with
 * the server's key and hands the subscription to the server.
 */
export async function subscribeThisDevice(api: ApiClient): Promise<PushOutcome> {
  const available = pushAvailability();
  if (available !== 'ready') return available;
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  try {
    const sw = await registration();
    const { v } = await unwrap(api.GET('/api/me/push/key'));
    const subscription =
      (await sw.pushManager.getSubscription()) ??
      (await withTimeout(
        sw.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: v.public_key }),
        SUBSCRIBE_TIMEOUT_MS,
      ));
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth) return 'failed';
    await unwrap(api.POST('/api/me/push/subscriptions', { body: { endpoint, p256dh: keys.p256dh, auth: keys.auth } }));
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

/**
 * On sign-out, while the session still holds: the server forgets this device and the browser drops
 * its subscription. Never throws: signing out goes on whatever happens here.
 */
export async function forgetPushSubscription(config: RuntimeConfig): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const sw = await navigator.serviceWorker.getRegistration('/');
    const subscription = await sw?.pushManager?.getSubscription();
    if (!subscription) return;
    await memberApi(config).DELETE('/api/me/push/subscriptions', {
      params: { query: { endpoint: subscription.endpoint } },
    });
    await subscription.unsubscribe();
  } catch {
    // Nothing to add: an unreachable server keeps the row until the push service answers 410.
  }
}
