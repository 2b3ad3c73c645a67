// The page frame of each layout named in docs/product-rules.md §2. A route picks one with `handle.layout`; they
// differ in width and spacing (global.css, `.layout--<name>`). The frame holds the page's <main>
// landmark, the target of the skip link, unless the route draws its own shell (the member area and
// onboarding put their bar and navigation before their <PageMain>, outside it).
import type { ReactNode } from 'react';
import type { LayoutName } from '../route-handle';

export function PageMain({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={className}>
      {children}
    </main>
  );
}

export function LayoutFrame({
  layout,
  ownShell = false,
  children,
}: {
  layout: LayoutName;
  ownShell?: boolean;
  children: ReactNode;
}) {
  const className = `layout layout--${layout}`;
  if (ownShell) return <div className={className}>{children}</div>;
  return <PageMain className={className}>{children}</PageMain>;
}
