// The banner and footer of pages that hide the main navigation bar and footer (docs/product-rules.md §2: the member
// area, onboarding, setting a new password). Every page keeps its landmarks (banner, navigation,
// main, contentinfo) for screen-reader users: the member area and onboarding draw their own bar,
// the other pages get the club's mark; all get a slim footer with the contact and privacy pages.
import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/ui/icons';
import { paths } from '@/config/site';
import { t } from '@/lib/i18n';
import { useRuntimeConfig } from '@/lib/runtime-config';

/** The club's mark, leading home (the member bar's and the slim banner's). */
export function BrandLink() {
  const { siteName } = useRuntimeConfig();
  return (
    <Link to="/" className="member__brand" aria-label={t('nav.home', { site: siteName })}>
      <LogoMark />
      <span aria-hidden="true">{siteName}</span>
    </Link>
  );
}

export function SlimHeader() {
  return (
    <header className="slim-header">
      <BrandLink />
    </header>
  );
}

export function SlimFooter() {
  const { siteName } = useRuntimeConfig();
  return (
    <footer className="slim-footer">
      <p>{t('footer.rights', { site: siteName })}</p>
      <nav aria-label={t('footer.navigation')}>
        <ul className="slim-footer__links">
          <li>
            <Link to={paths.contact}>{t('footer.contact')}</Link>
          </li>
          <li>
            <Link to={paths.privacyPolicy}>{t('footer.privacy_policy')}</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
