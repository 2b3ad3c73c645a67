// Keeps the live document head (title, description, canonical link, Open Graph) in line with the
// page after client-side navigations. The server writes the same head into the HTML (entry-server).
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useRuntimeConfig } from '../lib/runtime-config';
import { applyHead, computeHead } from './head';

export function usePageHead(error?: unknown): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const config = useRuntimeConfig();
  const head = computeHead({ matches, error, pathname, config });
  // Re-applied only when a value changed; `key` captures all of `head`.
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(document, head);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `head` (a new object each render)
  }, [key]);
}
