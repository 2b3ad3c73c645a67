// The club's social links and contact e-mail (GET /api/site-settings), read once per page load by
// the root route for the footer. A failure must not take the page down: the footer then shows the
// configured contact e-mail and no social links.
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { components } from '@/generated/api';
import { appContext } from '@/lib/router-context';

export type SiteSettings = components['schemas']['SiteSettingsDto'];

export async function siteSettingsLoader({ context }: LoaderFunctionArgs): Promise<SiteSettings> {
  const { api, config } = context.get(appContext);
  const fallback: SiteSettings = {
    x: null,
    instagram: null,
    youtube: null,
    facebook: null,
    discord: null,
    contact_email: config.contactEmail,
  };
  try {
    const { data, response } = await api.GET('/api/site-settings');
    if (data) return data.v;
    // 503: the database is away; the server's log tells it once per request (and the page becomes the 503 notice).
    if (response.status !== 503) console.error('EV Klub: the site settings could not be read');
  } catch (error) {
    console.error('EV Klub: the site settings could not be read', error);
  }
  return fallback;
}

/** The settings change rarely: read with the page, not again on every client-side navigation. */
export const shouldRevalidateSiteSettings = () => false;
