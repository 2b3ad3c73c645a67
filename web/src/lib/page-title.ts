// The tab title of a member page whose name arrives with its data (an event, a car): the route's
// own title stands until then. The page head (app/page-head.tsx) is applied by an effect of the
// layout, which runs after the page's effects of the same commit — hence the microtask.
import { useEffect } from 'react';
import { site } from '../config/site';
import { useRuntimeConfig } from './runtime-config';

export function useDataTitle(title: string | null | undefined): void {
  const { siteName } = useRuntimeConfig();
  useEffect(() => {
    if (!title) return;
    queueMicrotask(() => {
      document.title = `${title}${site.titleSeparator}${siteName}`;
    });
  }, [title, siteName]);
}
