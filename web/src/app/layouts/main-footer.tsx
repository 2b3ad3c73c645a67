// The main footer: the club, its contact e-mail and the legal links.
import { Link } from 'react-router-dom';
import { paths } from '../../config/site';
import { t } from '../../lib/i18n';
import { useRuntimeConfig } from '../../lib/runtime-config';

export function MainFooter() {
  const { siteName, contactEmail } = useRuntimeConfig();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div>
          <p className="footer__name">{siteName}</p>
          <p className="footer__tagline">{t('site.tagline')}</p>
          <p>
            <a href={`mailto:${contactEmail}`}>{t('footer.write_us', { email: contactEmail })}</a>
          </p>
        </div>
        <nav aria-label={t('footer.navigation')}>
          <ul className="footer__links">
            <li>
              <Link to={paths.contact}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>{t('footer.privacy_policy')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
