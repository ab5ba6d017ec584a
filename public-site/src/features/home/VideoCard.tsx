import { useState } from 'react';
import { Icon } from '../../components/Icon';

/** A YouTube video behind a click-to-load facade: nothing of YouTube loads until the visitor plays it. */
export function VideoCard({ subject, youtubeId, play }: { subject: string; youtubeId: string; play: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="video-card">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={subject}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <button type="button" className="video-card__facade" onClick={() => setPlaying(true)}>
          <span className="video-card__play" aria-hidden="true">
            <Icon name="play" size={32} />
          </span>
          <span className="video-card__subject">{subject}</span>
          <span className="visually-hidden">{play}</span>
        </button>
      )}
    </div>
  );
}
