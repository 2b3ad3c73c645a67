// The page frame of each layout named in spec §2. A route picks one with `handle.layout`; they
// differ in width and spacing (global.css, `.layout--<name>`), and every one holds the page's
// <main> landmark, the target of the skip link.
import type { ReactNode } from 'react';
import type { LayoutName } from '../route-handle';

export function LayoutFrame({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={`layout layout--${layout}`}>
      {children}
    </main>
  );
}
