import { BooleanField, BooleanInput, DataTable, SearchInput } from 'react-admin';
import { ImageColumn } from '../../fields/ImageColumn';
import { TimeColumn } from '../../fields/TimeColumn';
import { OrderedList } from '../../layout/OrderedList';
import { OffSiteChip } from '../../fields/OffSiteChip';

const F = 'resources.clinic/doctors.fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="enabled" source="enabled" />,
  <BooleanInput key="isDemo" source="isDemo" />,
];

/** In the order the team page shows them (position); the first shown is the main page's director card. */
export function DoctorList() {
  return (
    <OrderedList
      filters={filters}
      help="resources.clinic/doctors.helper.list"
      phone={{
        primaryText: (record) => [record.nameKo, record.nameEn].filter(Boolean).join(' · '),
        secondaryText: (record) => String(record.title?.ko ?? ''),
        tertiaryText: <OffSiteChip off={(record) => !record.enabled} />,
      }}
    >
      <DataTable.NumberCol source="position" />
      <ImageColumn source="photo" fit="cover" />
      <DataTable.Col source="nameKo" />
      <DataTable.Col source="nameEn" />
      <DataTable.Col source="title.ko" label={`${F}.title`} disableSort />
      <DataTable.Col source="enabled" field={BooleanField} />
      <DataTable.Col source="isDemo" field={BooleanField} />
      <TimeColumn source="updatedAt" />
    </OrderedList>
  );
}
