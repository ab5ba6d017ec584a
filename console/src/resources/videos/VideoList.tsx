import {
  BooleanField,
  BooleanInput,
  DataTable,
  FunctionField,
  SearchInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { OrderedList } from '../../layout/OrderedList';
import { TimeColumn } from '../../fields/TimeColumn';
import { videoPlacementChoices } from '../../choices';

const F = 'resources.clinic/videos.fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="placement" source="placement" choices={videoPlacementChoices} alwaysOn />,
  <BooleanInput key="enabled" source="enabled" />,
  <BooleanInput key="isDemo" source="isDemo" />,
];

interface VideoRecord {
  id: number;
  thumbnail: { src: string } | null;
  youtubeThumbnail: string;
}

/** The main page's videos in their order: the picture the site shows before the click, the title, the id. */
export function VideoList() {
  return (
    <OrderedList filters={filters}>
      <DataTable.Col source="thumbnail" disableSort>
        <FunctionField<VideoRecord>
          render={(record) => (
            <img
              src={record.thumbnail?.src ?? record.youtubeThumbnail}
              alt=""
              style={{ width: 96, height: 54, objectFit: 'cover', display: 'block' }}
            />
          )}
        />
      </DataTable.Col>
      <DataTable.Col source="placement">
        <SelectField source="placement" choices={videoPlacementChoices} />
      </DataTable.Col>
      <DataTable.Col source="title.ko" label={`${F}.title`} disableSort />
      <DataTable.Col source="youtubeId" disableSort />
      <DataTable.Col source="enabled" field={BooleanField} />
      <DataTable.Col source="isDemo" field={BooleanField} />
      <DataTable.NumberCol source="position" />
      <TimeColumn source="updatedAt" />
    </OrderedList>
  );
}
