// docs/product-rules.md §1/§7: visitor analytics from a privacy-friendly provider (Plausible- or Umami-style), only
// when configured (ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID); otherwise the page has no such
// script and makes no request for one.
import type { RuntimeConfig } from '../config/runtime';
import { escapeHtml } from './escape-html';

/** The head tag for the configured analytics script, or '' when there is none. */
export function analyticsScriptTag(analytics: RuntimeConfig['analytics']): string {
  if (!analytics) return '';
  const id = escapeHtml(analytics.siteId);
  // Plausible reads data-domain, Umami data-website-id: one tag serves either.
  return `<script defer src="${escapeHtml(analytics.scriptUrl)}" data-domain="${id}" data-website-id="${id}"></script>`;
}
