// The frame of a public detail page (article, event, guide entry): the way back to its list, the
// header with the title, an optional kicker above it and lead and meta line below it, then the
// page's own content.
import type { ReactNode } from 'react';
import { BackLink } from './back-link';

type Props = {
  back: { to: string; label: string };
  title: string;
  kicker?: string | null;
  lead?: string | null;
  meta?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function DetailArticle({ back, title, kicker, lead, meta, className, children }: Props) {
  return (
    <article className={className ? `article ${className}` : 'article'}>
      <BackLink to={back.to}>{back.label}</BackLink>
      <header className="article__header">
        {kicker && <p className="article__kicker">{kicker}</p>}
        <h1 className="article__title">{title}</h1>
        {lead && <p className="article__lead">{lead}</p>}
        {meta}
      </header>
      {children}
    </article>
  );
}
