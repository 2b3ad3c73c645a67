// Markdown from staff-managed content → sanitised HTML. Links follow the same rule as the web
// client's external-navigation helper (docs/product-rules.md §8): dangerous protocols are dropped; a link to this
// site (PUBLIC_URL's origin, the allowed host) becomes a site path and opens like any page link;
// a link to any other host is marked external (class "external-link", shown with an arrow) and
// opens in a new tab with rel="noopener noreferrer nofollow".
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const ALLOWED_PROTOCOLS = ['http', 'https', 'mailto', 'tel'];

// Set once at start (app.ts) from PUBLIC_URL: the services that render content hold no config.
let siteOrigin: string | null = null;

export function setSiteOrigin(publicUrl: string): void {
  siteOrigin = new URL(publicUrl).origin;
}

function linkAttributes(attribs: Record<string, string>): Record<string, string> {
  const href = attribs.href ?? '';
  if (!/^https?:\/\//i.test(href)) return attribs;
  const url = URL.parse(href);
  if (url && url.origin === siteOrigin) return { ...attribs, href: url.pathname + url.search + url.hash };
  return { ...attribs, class: 'external-link', rel: 'noopener noreferrer nofollow', target: '_blank' };
}

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown ?? '', { async: false, gfm: true, breaks: false }) as string;
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'strong',
      'em',
      'del',
      'blockquote',
      'code',
      'pre',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'figure',
      'figcaption',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target', 'class'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      th: ['align'],
      td: ['align'],
    },
    allowedSchemes: ALLOWED_PROTOCOLS,
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowedClasses: { a: ['external-link'] },
    allowProtocolRelative: false,
    transformTags: {
      h1: 'h2', // the page title is the only h1
      a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}

/** Plain text of a markdown snippet (for descriptions, meta tags, search). */
export function markdownToText(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown ?? '', { async: false }) as string, {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\s+/g, ' ')
    .trim();
}
