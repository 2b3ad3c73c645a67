// docs/product-rules.md §8: navigating to an external URL is refused unless allowed, and dangerous protocols are
// always refused. Every link the site builds from data (social profiles, content) goes through here.

const DANGEROUS = /^(javascript|data|vbscript|file):/i;

/** The URL when it is a web address on an allowed host (any host when `allowHosts` is absent), else null. */
export function safeExternalUrl(raw: string | null | undefined, allowHosts?: readonly string[]): string | null {
  if (!raw || DANGEROUS.test(raw.trim())) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (allowHosts && !allowHosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))) return null;
  return url.href;
}
