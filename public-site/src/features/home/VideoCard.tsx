import { useState } from 'react';
import type { PublicVideo } from '@clinic/contract';
import { Icon } from '../../components/Icon';
import { Picture } from '../../components/Picture';
import { useTextLang } from '../../lib/textLang';

/**
 * A YouTube video behind a click-to-load facade: before the click only its thumbnail shows (the
 * uploaded one, or YouTube's picture from i.ytimg.com); the player loads when the visitor plays it.
 */
export function VideoCard({ video, play }: { video: PublicVideo; play: string }) {
  const [playing, setPlaying] = useState(false);
  const lang = useTextLang()(video.title);
  return (
    <div className="video-card" data-youtube-id={video.youtubeId}>
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`}
          title={video.title}
          lang={lang}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        // Named "(play): (title)" by its words, not aria-label: an attribute cannot mark the title's language.
        <button type="button" className="video-card__facade" onClick={() => setPlaying(true)}>
          <span className="visually-hidden">{play}: </span>
          <Picture
            image={video.thumbnail}
            alt=""
            sizes="(min-width: 768px) 50vw, 100vw"
            className="video-card__thumb"
          />
          <span className="video-card__play" aria-hidden="true">
            <Icon name="play" size={32} />
          </span>
          <span className="video-card__subject" lang={lang}>
            {video.title}
          </span>
        </button>
      )}
    </div>
  );
}
