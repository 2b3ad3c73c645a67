// The home page: who the club is and the way in.
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/site';
import { t } from '../../../lib/i18n';
import { useRuntimeConfig } from '../../../lib/runtime-config';

export function HomePage() {
  const { siteName } = useRuntimeConfig();
  return (
    <section className="hero" aria-labelledby="home-title">
      <p className="hero__eyebrow">{siteName}</p>
      <h1 id="home-title" className="hero__title">
        {t('pages.index.heading')}
      </h1>
      <p className="hero__intro">{t('pages.index.intro')}</p>
      <ButtonLink to={paths.joinUs} className="hero__cta">
        {t('pages.index.join_cta')}
      </ButtonLink>
    </section>
  );
}
