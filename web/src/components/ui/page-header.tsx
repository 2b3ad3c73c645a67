// The heading block of a page: its one <h1> and an optional introduction.
import type { ReactNode } from 'react';

export function PageHeader({ title, intro, children }: { title: string; intro?: string | null; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1 className="page-header__title">{title}</h1>
      {intro && <p className="page-header__intro">{intro}</p>}
      {children}
    </header>
  );
}
