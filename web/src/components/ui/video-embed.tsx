// The privacy-friendly video (docs/product-rules.md §1, §7): a local poster until the visitor clicks; only then is
// the player loaded, from YouTube's no-cookie domain. Without JavaScript the poster is a plain link
// to the video on YouTube.
import { useState } from 'react';
import { t } from '@/lib/i18n';
import { PlayIcon } from './icons';

export interface VideoEmbedProps {
  youtubeId: string;
  title: string;
  /** A local image (no request to YouTube before the click). */
  poster: string;
}

export function VideoEmbed({ youtubeId, title, poster }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const id = encodeURIComponent(youtubeId);
  return (
    <figure className="video">
      <div className="video__frame">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
            title={t('video.frame_title', { title })}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <a
            className="video__poster"
            href={`https://www.youtube.com/watch?v=${id}`}
            aria-label={t('video.play', { title })}
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
          >
            <img src={poster} alt="" width={1280} height={720} loading="lazy" decoding="async" />
            <span className="video__play">
              <PlayIcon width={36} height={36} />
            </span>
          </a>
        )}
      </div>
      <figcaption className="video__note">{t('video.privacy_note')}</figcaption>
    </figure>
  );
}
