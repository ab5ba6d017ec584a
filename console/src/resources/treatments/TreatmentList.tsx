import { BooleanField, BooleanInput, DataTable, SearchInput } from 'react-admin';
import { ImageColumn } from '../../fields/ImageColumn';
import { TimeColumn } from '../../fields/TimeColumn';
import { OrderedList } from '../../layout/OrderedList';
import { OffSiteChip } from '../../fields/OffSiteChip';

const F = 'resources.treatments.fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="visible" source="visible" />,
  <BooleanInput key="card" source="card" />,
];

/** In the menu's order (position); those with a card show on the main page in the same order. */
export function TreatmentList() {
  return (
    <OrderedList
      filters={filters}
      help="resources.treatments.helper.list"
      phone={{
        primaryText: (record) => String(record.name?.ko ?? ''),
        secondaryText: (record) => `/${String(record.section)}/${String(record.slug)}`,
        tertiaryText: <OffSiteChip off={(record) => !record.visible} />,
      }}
    >
      <DataTable.NumberCol source="position" />
      <ImageColumn source="picture" fit="cover" />
      <DataTable.Col source="name.ko" label={`${F}.name`} disableSort />
      <DataTable.Col source="slug" render={(record) => `/${String(record.section)}/${String(record.slug)}`} />
      <DataTable.Col source="card" field={BooleanField} />
      <DataTable.Col source="visible" field={BooleanField} />
      <TimeColumn source="updatedAt" />
    </OrderedList>
  );
}
