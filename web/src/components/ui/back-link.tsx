// The way back from a detail page (article, event, album, guide entry) to its list.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon } from './icons';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="back-link">
      <ChevronLeftIcon width={18} height={18} />
      {children}
    </Link>
  );
}
