// The console's site settings (content=full): one record, the links and contact address the
// public pages show. PUT replaces the whole object.
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { send, type ResourceProvider } from '../resource';

/** The id the console gives a single-record resource (the API has none): site and dues settings. */
export const SETTINGS_ID = 'current';
type SiteSettingsInput = components['schemas']['UpdateSiteSettingsDto'];
/** What PUT takes, in the order the settings form shows them. */
export const SITE_SETTINGS_FIELDS = [
  'contact_email',
  'x',
  'instagram',
  'youtube',
  'facebook',
  'discord',
] as const satisfies readonly (keyof SiteSettingsInput)[];

export function siteSettingsProvider(api: ApiClient): ResourceProvider {
  return {
    getOne: async () => ({ ...(await send(api.GET('/api/admin/site-settings'))).v, id: SETTINGS_ID }),
    async update(_id, data) {
      // An emptied field is "none" (null), which the server accepts.
      const input = Object.fromEntries(
        SITE_SETTINGS_FIELDS.map((field) => [field, data[field] || null]),
      ) as SiteSettingsInput;
      return { ...(await send(api.PUT('/api/admin/site-settings', { body: input }))).v, id: SETTINGS_ID };
    },
  };
}
