// The way in from the join-us page: sign up or sign in (or go to the member area when signed in), or ask.
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/site';
import { t } from '@/lib/i18n-member';
import { useViewer } from '@/lib/session';

export function JoinCallout() {
  const viewer = useViewer();
  return (
    <section className="callout" aria-labelledby="join-cta">
      <h2 id="join-cta">{t('pages.join_us.cta_title')}</h2>
      <p>{t('pages.join_us.cta_text')}</p>
      <div className="button-row">
        {!viewer && <ButtonLink to="/registracia">{t('member.auth.sign_up_submit')}</ButtonLink>}
        <ButtonLink to={viewer ? paths.dashboard : paths.login} variant={viewer ? 'primary' : 'secondary'}>{viewer ? t('nav.dashboard') : t('pages.join_us.cta_login')}</ButtonLink>
        <ButtonLink to={paths.contact} variant="secondary">
          {t('pages.join_us.cta_contact')}
        </ButtonLink>
      </div>
    </section>
  );
}
