// Staff-written content as HTML (rendered from markdown and sanitised by the server, links already
// filtered: docs/product-rules.md §8). Links to pages of this site are followed inside the app, without a reload.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest('a[href]') as HTMLAnchorElement | null;
    if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    // files and the console are not pages
    if (link.pathname.startsWith('/api/') || link.pathname.startsWith('/admin')) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
  return (
    <div
      className={['prose', className].filter(Boolean).join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
