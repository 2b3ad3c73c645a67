// The islands of the public pages (lib/island.tsx) by name: each loads its component on demand, so
// a page fetches the code of the islands it holds and nothing else. The name is what the server
// writes on <ev-island data-name>; the file is what the build manifest names (the server preloads it).
import type { ComponentType } from 'react';

type Loader = () => Promise<ComponentType<object>>;

const load =
  <M>(importer: () => Promise<M>, pick: (module: M) => unknown): Loader =>
  async () =>
    pick(await importer()) as ComponentType<object>;

export const islands: Record<string, Loader> = {
  navbar: load(
    () => import('../layouts/main-navbar'),
    (m) => m.MainNavbar,
  ),
  toaster: load(
    () => import('@/components/ui/toaster'),
    (m) => m.Toaster,
  ),
  'copy-link': load(
    () => import('@/features/articles/components/copy-link-button'),
    (m) => m.CopyLinkButton,
  ),
  video: load(
    () => import('@/components/ui/video-embed'),
    (m) => m.VideoEmbed,
  ),
  'photo-viewer': load(
    () => import('@/features/gallery/components/photo-viewer'),
    (m) => m.PhotoViewer,
  ),
  'contact-form': load(
    () => import('@/features/contact/components/contact-form'),
    (m) => m.ContactForm,
  ),
  'join-callout': load(
    () => import('@/features/join/components/join-callout'),
    (m) => m.JoinCallout,
  ),
  'event-registration': load(
    () => import('@/features/events/components/event-registration'),
    (m) => m.EventRegistration,
  ),
  unsubscribe: load(
    () => import('@/features/notifications/components/unsubscribe-form'),
    (m) => m.UnsubscribeForm,
  ),
};

/** Islands hydrated when first needed, not with the page (web/src/entry-islands.tsx); their code is not preloaded. */
export const deferredIslands: ReadonlySet<string> = new Set(['toaster', 'video', 'copy-link']);

/** The source file of each island, as the build manifest names it. */
export const islandFiles: Record<string, string> = {
  navbar: 'src/app/layouts/main-navbar.tsx',
  toaster: 'src/components/ui/toaster.tsx',
  'copy-link': 'src/features/articles/components/copy-link-button.tsx',
  video: 'src/components/ui/video-embed.tsx',
  'photo-viewer': 'src/features/gallery/components/photo-viewer.tsx',
  'contact-form': 'src/features/contact/components/contact-form.tsx',
  'join-callout': 'src/features/join/components/join-callout.tsx',
  'event-registration': 'src/features/events/components/event-registration.tsx',
  unsubscribe: 'src/features/notifications/components/unsubscribe-form.tsx',
};
