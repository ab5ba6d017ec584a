import { DataTable } from 'react-admin';
import { MediaList } from '../../layout/MediaList';
import { videoPlacementChoices } from '../../choices';

const F = 'resources.clinic/videos.fields';

interface VideoRecord {
  id: number;
  thumbnail: { src: string } | null;
  youtubeThumbnail: string;
  title?: { ko?: string };
}

/** The main page's videos in their order: the picture the site shows before the click, the title, the id. */
export function VideoList() {
  return (
    <MediaList<VideoRecord>
      placements={videoPlacementChoices}
      pictureSource="thumbnail"
      picture={(record) => record.thumbnail?.src ?? record.youtubeThumbnail}
      pictureHeight={54}
      name={(record) => record.title?.ko ?? ''}
    >
      <DataTable.Col source="title.ko" label={`${F}.title`} disableSort />
      <DataTable.Col source="youtubeId" disableSort />
    </MediaList>
  );
}
