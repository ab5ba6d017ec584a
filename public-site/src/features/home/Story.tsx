import type { HomeContent } from '../../content/types';
import { useSettings } from '../../lib/settings';
import { useHomeMedia } from './media';
import { Section } from './Section';
import { VideoCard } from './VideoCard';

/** The clinic's story videos (console: 동영상) and a link to its YouTube channel. */
export function Story({ c }: { c: HomeContent['story'] }) {
  const settings = useSettings();
  const videos = useHomeMedia().videos('story');
  return (
    <Section name="story" titleId="story-title" heading={c.heading} intro={c.intro}>
      {videos.length > 0 && (
        <ul className="video-grid">
          {videos.map((v) => (
            <li key={v.id}>
              <VideoCard video={v} play={c.play} />
            </li>
          ))}
        </ul>
      )}
      {/* No channel set yet: no button (never one that leads to YouTube's home page). */}
      {settings.youtubeChannelUrl && (
        <p>
          <a className="button" href={settings.youtubeChannelUrl} target="_blank" rel="noopener noreferrer">
            {c.channel}
          </a>
        </p>
      )}
    </Section>
  );
}
