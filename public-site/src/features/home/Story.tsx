import type { HomeContent } from '../../content/types';
import { useSettings } from '../../lib/settings';
import { Section } from './Section';
import { VideoCard } from './VideoCard';

/** The clinic's videos and a link to its YouTube channel. */
export function Story({ c }: { c: HomeContent['story'] }) {
  const settings = useSettings();
  return (
    <Section name="story" titleId="story-title" heading={c.heading} intro={c.intro}>
      <ul className="video-grid">
        {c.videos.map((v) => (
          <li key={v.youtubeId}>
            <VideoCard subject={v.subject} youtubeId={v.youtubeId} play={c.play} />
          </li>
        ))}
      </ul>
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
