// The document head of a page (docs/product-rules.md §2: titles and canonical links derive from the current route):
// computed once from the matched routes, written as HTML by the server render and applied to the
// live document by the browser after each client-side navigation.
import { isRouteErrorResponse } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtime';
import { site } from '../config/site';
import { escapeHtml } from '../lib/escape-html';
import { t } from '../lib/i18n';
import { deepestHandle, type PageMeta, type ShellMatch } from './route-handle';

export interface DocumentHead {
  title: string;
  description: string;
  /** Absent on pages that must not be indexed; the alternate links (sk-SK, x-default) follow it. */
  canonical?: string;
  robots?: string;
  og: Record<string, string>;
  /** Feeds to subscribe to (news as RSS, events as a calendar), linked from every page. */
  feeds: { type: string; title: string; href: string }[];
}

export interface HeadInput {
  matches: readonly ShellMatch[];
  /** The route error being shown, if any. */
  error?: unknown;
  pathname: string;
  config: RuntimeConfig;
}

function errorMeta(error: unknown): PageMeta {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return { title: t(notFound ? 'pages.error.not_found_title' : 'pages.error.server_error_title'), noindex: true };
}

function pageMeta({ matches, error, pathname, config }: HeadInput): PageMeta {
  if (error !== undefined) return errorMeta(error);
  const found = deepestHandle(matches, 'meta');
  return found ? found.value({ data: found.match.data, params: found.match.params, pathname, config }) : {};
}

/** The page's one address: public origin + path, with or without a trailing slash as the site says. */
export function canonicalUrl(publicUrl: string, pathname: string): string {
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  return publicUrl + (site.trailingSlash && bare !== '/' ? `${bare}/` : bare);
}

export function computeHead(input: HeadInput): DocumentHead {
  const { config } = input;
  const meta = pageMeta(input);
  const title = meta.title ? `${meta.title}${site.titleSeparator}${config.siteName}` : config.siteName;
  const description = meta.description ?? t('site.meta_description', { site: config.siteName });
  const canonical = meta.noindex ? undefined : canonicalUrl(config.publicUrl, input.pathname);
  const og: Record<string, string> = {
    'og:type': meta.type ?? 'website',
    'og:site_name': config.siteName,
    'og:locale': site.ogLocale,
    'og:title': meta.title ?? config.siteName,
    'og:description': description,
  };
  if (canonical) og['og:url'] = canonical;
  if (meta.image) og['og:image'] = new URL(meta.image, config.publicUrl + '/').href;
  if (meta.publishedTime) og['article:published_time'] = meta.publishedTime;
  og['twitter:card'] = meta.image ? 'summary_large_image' : 'summary';
  const feeds = [
    {
      type: 'application/rss+xml',
      title: t('labels.feed_articles', { site: config.siteName }),
      href: `${config.publicUrl}/clanky/feed.xml`,
    },
    {
      type: 'text/calendar',
      title: t('labels.feed_events', { site: config.siteName }),
      href: `${config.publicUrl}/udalosti.ics`,
    },
  ];
  return { title, description, canonical, robots: meta.noindex ? 'noindex' : undefined, og, feeds };
}

/** Every social-preview tag a page may have; Twitter reads `name=`, Open Graph `property=`. */
const OG_PROPERTIES = [
  'og:type',
  'og:site_name',
  'og:locale',
  'og:title',
  'og:description',
  'og:url',
  'og:image',
  'article:published_time',
  'twitter:card',
];
const metaKey = (property: string): 'name' | 'property' => (property.startsWith('twitter:') ? 'name' : 'property');

/** The one locale, and the default for any other (docs/product-rules.md §9: sk only, no URL prefix). */
const ALTERNATE_LANGS = [site.locale, 'x-default'];

/** The head tags as HTML, for the server render. */
export function renderHead(head: DocumentHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
    for (const lang of ALTERNATE_LANGS)
      tags.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(head.canonical)}">`);
  }
  for (const [property, content] of Object.entries(head.og)) {
    tags.push(`<meta ${metaKey(property)}="${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  }
  for (const feed of head.feeds)
    tags.push(
      `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
    );
  return tags.join('\n    ');
}

function upsert(
  doc: Document,
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string | undefined,
): void {
  let element = doc.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    doc.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/** Brings the live document's head in line with the page after a client-side navigation. */
export function applyHead(doc: Document, head: DocumentHead): void {
  const meta = (attr: 'name' | 'property', key: string) => () => withAttr(doc.createElement('meta'), attr, key);
  doc.title = head.title;
  upsert(doc, 'meta[name="description"]', meta('name', 'description'), 'content', head.description);
  upsert(doc, 'meta[name="robots"]', meta('name', 'robots'), 'content', head.robots);
  upsert(
    doc,
    'link[rel="canonical"]',
    () => withAttr(doc.createElement('link'), 'rel', 'canonical'),
    'href',
    head.canonical,
  );
  for (const lang of ALTERNATE_LANGS) {
    const create = () => withAttr(withAttr(doc.createElement('link'), 'rel', 'alternate'), 'hreflang', lang);
    upsert(doc, `link[rel="alternate"][hreflang="${lang}"]`, create, 'href', head.canonical);
  }
  for (const property of OG_PROPERTIES) {
    const key = metaKey(property);
    upsert(doc, `meta[${key}="${property}"]`, meta(key, property), 'content', head.og[property]);
  }
}

function withAttr<E extends HTMLElement>(element: E, name: string, value: string): E {
  element.setAttribute(name, value);
  return element;
}
