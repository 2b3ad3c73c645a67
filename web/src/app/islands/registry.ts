// The islands of the public pages (lib/island.tsx), one entry each: the name the server writes on
// <ev-island data-name>, the source file the build manifest names (the server preloads its chunk),
// the component, loaded on demand so that a page fetches the code of the islands it holds and nothing
// else, and, for an island hydrated when first needed rather than with the page, when that is
// (web/src/entry-islands.tsx; its code is not preloaded).
import type { ComponentType } from 'react';

export type HydrateWhen = 'first-toast' | 'near';

export interface Island {
  file: string;
  load: () => Promise<ComponentType<object>>;
  when?: HydrateWhen;
}

export const islands: Record<string, Island> = {
  navbar: {
    file: 'src/app/layouts/main-navbar.tsx',
    load: () => import('../layouts/main-navbar').then((m) => m.MainNavbar as ComponentType<object>),
  },
  toaster: {
    file: 'src/components/ui/toaster.tsx',
    load: () => import('@/components/ui/toaster').then((m) => m.Toaster as ComponentType<object>),
    when: 'first-toast',
  },
  'copy-link': {
    file: 'src/features/articles/components/copy-link-button.tsx',
    load: () =>
      import('@/features/articles/components/copy-link-button').then((m) => m.CopyLinkButton as ComponentType<object>),
    when: 'near',
  },
  video: {
    file: 'src/components/ui/video-embed.tsx',
    load: () => import('@/components/ui/video-embed').then((m) => m.VideoEmbed as ComponentType<object>),
    when: 'near',
  },
  'photo-viewer': {
    file: 'src/features/gallery/components/photo-viewer.tsx',
    load: () =>
      import('@/features/gallery/components/photo-viewer').then((m) => m.PhotoViewer as ComponentType<object>),
  },
  'contact-form': {
    file: 'src/features/contact/components/contact-form.tsx',
    load: () =>
      import('@/features/contact/components/contact-form').then((m) => m.ContactForm as ComponentType<object>),
  },
  'join-callout': {
    file: 'src/features/join/components/join-callout.tsx',
    load: () => import('@/features/join/components/join-callout').then((m) => m.JoinCallout as ComponentType<object>),
  },
  'event-registration': {
    file: 'src/features/events/components/event-registration.tsx',
    load: () =>
      import('@/features/events/components/event-registration').then(
        (m) => m.EventRegistration as ComponentType<object>,
      ),
  },
  unsubscribe: {
    file: 'src/features/notifications/components/unsubscribe-form.tsx',
    load: () =>
      import('@/features/notifications/components/unsubscribe-form').then(
        (m) => m.UnsubscribeForm as ComponentType<object>,
      ),
  },
};
