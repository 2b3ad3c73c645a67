// The installable app (web/public/manifest.webmanifest, web/public/sw.js): the member area registers
// the service worker and keeps the browser's install offer (`beforeinstallprompt`, Chromium) for the
// dashboard's card, which shows it as a button. Safari on iPhone and iPad makes no offer: there the
// card explains "Zdieľať → Pridať na plochu". An app already opened from the home screen shows none.
import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the dashboard can offer: the browser's install button, its dialog open, Safari's steps, or nothing. */
export type InstallOffer = 'prompt' | 'asked' | 'ios' | 'installed' | 'none';

let offer: BeforeInstallPromptEvent | null = null;
let asking = false;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

const standalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;
const appleMobile = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the card's button instead of the browser's own bar.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    changed();
  });
}

/** Registers /sw.js for the whole site (once per page load; the browser keeps it up to date). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}

function current(): InstallOffer {
  if (installed) return 'installed';
  if (asking) return 'asked';
  if (standalone()) return 'none';
  if (offer) return 'prompt';
  return appleMobile() ? 'ios' : 'none';
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => 'none',
  );
}

/** Shows the browser's install dialog; true when the member accepted. The offer can be used once. */
export async function install(): Promise<boolean> {
  const event = offer;
  if (!event) return false;
  offer = null;
  asking = true;
  changed();
  await event.prompt();
  const { outcome } = await event.userChoice;
  asking = false;
  if (outcome === 'accepted') installed = true;
  changed();
  return outcome === 'accepted';
}
