// The way in from the join-us page: sign up or sign in (or go to the member area when signed in), or
// ask. An island (lib/island.tsx): the page is a guest's, the browser shows a member's way in.
import { paths } from '@/config/site';
import { t } from '../texts';
import { useViewer } from '@/lib/session';

export function JoinCallout() {
  const viewer = useViewer();
  return (
    <section className="callout" aria-labelledby="join-cta">
      <h2 id="join-cta">{t('pages.join_us.cta_title')}</h2>
      <p>{t('pages.join_us.cta_text')}</p>
      <div className="button-row">
        {!viewer && (
          <a className="button button--primary" href="/registracia">
            {t('pages.join_us.cta_sign_up')}
          </a>
        )}
        <a
          className={viewer ? 'button button--primary' : 'button button--secondary'}
          href={viewer ? paths.dashboard : paths.login}
        >
          {viewer ? t('nav.dashboard') : t('pages.join_us.cta_login')}
        </a>
        <a className="button button--secondary" href={paths.contact}>
          {t('pages.join_us.cta_contact')}
        </a>
      </div>
    </section>
  );
}
