// Values the server decides at run time (environment variables), handed to the web client in the
// page itself: embedded as JSON by the server render, read back by the browser before hydration.
// The server builds this object (toRuntimeConfig in server/src/ssr/web-routes.ts, its type in
// server/src/ssr/web-bundle.ts); keep the two shapes in step.

export interface RuntimeConfig {
  /** Site name used in titles and the navigation bar (SITE_NAME). */
  siteName: string;
  /** Public origin of the site without a trailing slash (PUBLIC_URL); canonical links use it. */
  publicUrl: string;
  /** Base URL of the product and auth APIs; empty = the origin the page was loaded from. */
  apiUrl: string;
  /** Club contact e-mail (CONTACT_EMAIL). */
  contactEmail: string;
  /** Id of the web build the server is serving; compared with /builds/latest.json to detect a new release. */
  buildId: string;
  /**
   * The auth API's address: this site's PUBLIC_URL (embedded auth) or the hosted Supabase project. It
   * also names the session cookie (lib/session-cookie.ts), the same at every address of the site.
   */
  supabaseUrl: string;
  /**
   * Embedded auth: supabase-js in the browser calls the auth API on the origin the page was loaded
   * from (127.0.0.1, a LAN address, a second domain), which the page's CSP (`connect-src 'self'`)
   * allows, rather than at PUBLIC_URL, which it may not.
   */
  authOnPageOrigin: boolean;
  /** The public (anon) key supabase-js sends. */
  supabaseAnonKey: string;
  /** The privacy-friendly analytics script (ANALYTICS_SCRIPT_URL, ANALYTICS_SITE_ID); null = none. */
  analytics: { scriptUrl: string; siteId: string } | null;
  /** The home page video (HOME_VIDEO_URL); null = none. */
  homeVideo: { youtubeId: string } | null;
  /** External sign-in providers (AUTH_PROVIDERS, embedded mode): one button each on the sign-in page. */
  authProviders: { id: string; name: string }[];
  /** Members may link and unlink provider identities in their settings (AUTH_MANUAL_LINKING). */
  identityLinking: boolean;
}
