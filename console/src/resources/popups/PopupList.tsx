import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  FilterButton,
  ImageField,
  List,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import { ScheduleField } from '../../fields/ScheduleField';

const F = 'resources.popups.fields';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="enabled" source="enabled" />];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

export function PopupList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
      <DataTable rowClick="edit">
        <DataTable.Col source="image" disableSort>
          <ImageField source="image.src" sx={{ '& img': { maxWidth: 96, maxHeight: 64, objectFit: 'contain' } }} />
        </DataTable.Col>
        <DataTable.Col source="title.ko" label={`${F}.title`} disableSort />
        <DataTable.Col source="enabled" field={BooleanField} />
        <DataTable.NumberCol source="position" />
        <DataTable.Col source="startsAt" label={`${F}.schedule`}>
          <ScheduleField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
