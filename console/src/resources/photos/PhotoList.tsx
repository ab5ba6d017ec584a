import { DataTable } from 'react-admin';
import { MediaList } from '../../layout/MediaList';
import { photoPlacementChoices } from '../../choices';

const F = 'resources.clinic/photos.fields';

interface PhotoRecord {
  id: number;
  image: { src: string } | null;
  illustration: string | null;
  name?: { ko?: string };
}

/** The site's photos in their order: the picture (a demo's illustration until one is uploaded), its place and alt text. */
export function PhotoList() {
  return (
    <MediaList<PhotoRecord>
      placements={photoPlacementChoices}
      pictureSource="image"
      picture={(record) => record.image?.src ?? record.illustration}
      pictureHeight={60}
      name={(record) => record.name?.ko ?? ''}
    >
      <DataTable.Col source="name.ko" label={`${F}.name`} disableSort />
      <DataTable.Col source="alt.ko" label={`${F}.alt`} disableSort />
    </MediaList>
  );
}
