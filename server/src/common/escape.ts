// Text put into markup the server writes itself: the mails' HTML, the sitemap and the RSS feed.
// One set of entities serves HTML and XML alike (&#39; where XML alone would also take &apos;).
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** For XML 1.0, which also forbids most control characters: they are dropped. */
export const escapeXml = (text: string) =>
  escapeHtml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
