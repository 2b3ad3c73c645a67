// The main footer: the club, its contact e-mail and social profiles (site settings, docs/product-rules.md §1) and
// links to the remaining public pages.
import { Link, useRouteLoaderData } from 'react-router-dom';
import { MailIcon } from '@/components/ui/icons';
import { paths } from '@/config/site';
import type { SiteSettings } from '@/features/layout-ui/api/site-settings';
import { SocialLinks } from '@/features/layout-ui/components/social-links';
import { t, type MessageKey } from '@/lib/i18n';
import { useRuntimeConfig } from '@/lib/runtime-config';

const links: { to: string; label: MessageKey }[] = [
  { to: paths.articles, label: 'footer.articles' },
  { to: paths.events, label: 'footer.events' },
  { to: paths.gallery, label: 'footer.gallery' },
  { to: paths.contact, label: 'footer.contact' },
  { to: paths.privacyPolicy, label: 'footer.privacy_policy' },
];

export function MainFooter() {
  const { siteName, contactEmail } = useRuntimeConfig();
  const settings = useRouteLoaderData('root') as SiteSettings | undefined;
  const email = settings?.contact_email ?? contactEmail;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__club">
          <p className="footer__name">{siteName}</p>
          <p className="footer__tagline">{t('site.tagline')}</p>
          <p>
            <a className="footer__email" href={`mailto:${email}`}>
              <MailIcon width={18} height={18} />
              {t('footer.write_us', { email })}
            </a>
          </p>
          {settings && <SocialLinks settings={settings} siteName={siteName} />}
        </div>
        <nav aria-label={t('footer.navigation')}>
          <ul className="footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer__rights">{t('footer.rights', { site: siteName })}</p>
    </footer>
  );
}
