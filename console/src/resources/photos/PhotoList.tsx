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
import { photoPlacementChoices } from '../../choices';

const F = 'resources.clinic/photos.fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="placement" source="placement" choices={photoPlacementChoices} alwaysOn />,
  <BooleanInput key="enabled" source="enabled" />,
  <BooleanInput key="isDemo" source="isDemo" />,
];

interface PhotoRecord {
  id: number;
  image: { src: string } | null;
  illustration: string | null;
}

/** The site's photos in their order: the picture (a demo's illustration until one is uploaded), its place and alt text. */
export function PhotoList() {
  return (
    <OrderedList filters={filters}>
      <DataTable.Col source="image" disableSort>
        <FunctionField<PhotoRecord>
          render={(record) => {
            const src = record.image?.src ?? record.illustration;
            return src ? (
              <img src={src} alt="" style={{ width: 96, height: 60, objectFit: 'cover', display: 'block' }} />
            ) : null;
          }}
        />
      </DataTable.Col>
      <DataTable.Col source="placement">
        <SelectField source="placement" choices={photoPlacementChoices} />
      </DataTable.Col>
      <DataTable.Col source="name.ko" label={`${F}.name`} disableSort />
      <DataTable.Col source="alt.ko" label={`${F}.alt`} disableSort />
      <DataTable.Col source="enabled" field={BooleanField} />
      <DataTable.Col source="isDemo" field={BooleanField} />
      <DataTable.NumberCol source="position" />
      <TimeColumn source="updatedAt" />
    </OrderedList>
  );
}
