import { KoreaTimeField } from '../../fields/KoreaTimeField';
import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  DateTimeInput,
  ExportButton,
  List,
  NumberField,
  SearchInput,
  TopToolbar,
} from 'react-admin';

const F = 'resources.center/notifications.filters';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="pinned" source="pinned" label={`${F}.pinnedOnly`} />,
  <BooleanInput key="published" source="published" />,
  <DateTimeInput key="since" source="publishedAt_gte" label={`${F}.publishedSince`} />,
  <DateTimeInput key="before" source="publishedAt_lte" label={`${F}.publishedBefore`} />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

export function NotificationList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'publishedAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="edit">
        <DataTable.Col source="id" />
        <DataTable.Col source="title" />
        <DataTable.Col source="pinned" field={BooleanField} />
        <DataTable.Col source="published" field={BooleanField} />
        <DataTable.Col source="publishedAt">
          <KoreaTimeField source="publishedAt" />
        </DataTable.Col>
        <DataTable.NumberCol source="views">
          <NumberField source="views" />
        </DataTable.NumberCol>
      </DataTable>
    </List>
  );
}
