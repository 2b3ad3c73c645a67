// The home page (route name index): who the club is, its video, the latest articles and upcoming
// events (given by the route), and the call to join.
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon } from '@/components/ui/icons';
import { VideoEmbed } from '@/components/ui/video-embed';
import { Island } from '@/lib/island';
import { paths } from '@/config/site';
import { t } from '../texts';
import { useRuntimeConfig } from '@/lib/runtime-config';

export interface HomeSection {
  /** Id of the section heading. */
  id: string;
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}

function Section({ id, title, more, children }: HomeSection) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id}>{title}</h2>
        <ButtonLink to={more.to} variant="secondary" className="button--small">
          {more.label}
          <ArrowRightIcon width={16} height={16} />
        </ButtonLink>
      </div>
      {children}
    </section>
  );
}

export function HomePage({ sections }: { sections: HomeSection[] }) {
  const { siteName, homeVideo } = useRuntimeConfig();
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <p className="hero__eyebrow">{siteName}</p>
        <h1 id="home-title" className="hero__title">
          {t('pages.index.heading')}
        </h1>
        <p className="hero__intro">{t('pages.index.intro')}</p>
        <div className="button-row">
          <ButtonLink to={paths.joinUs} className="hero__cta">
            {t('pages.index.join_cta')}
          </ButtonLink>
          <ButtonLink to={paths.events} variant="secondary">
            {t('pages.index.events_cta')}
          </ButtonLink>
        </div>
      </section>
      {sections.map((section) => (
        <Section key={section.id} {...section} />
      ))}
      {homeVideo && (
        <section className="section" aria-labelledby="home-video">
          <h2 id="home-video">{t('pages.index.video_heading')}</h2>
          <Island
            name="video"
            component={VideoEmbed}
            props={{
              youtubeId: homeVideo.youtubeId,
              title: t('pages.index.video_title', { site: siteName }),
              poster: '/images/video-poster.svg',
            }}
          />
        </section>
      )}
      <section className="join-call" aria-labelledby="home-join">
        <h2 id="home-join">{t('pages.index.join_title')}</h2>
        <p>{t('pages.index.join_text')}</p>
        <ButtonLink to={paths.joinUs}>{t('pages.index.join_button')}</ButtonLink>
      </section>
    </>
  );
}
