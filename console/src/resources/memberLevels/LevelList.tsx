import { CreateButton, DataTable, List, SearchInput, TopToolbar } from 'react-admin';
import { ListHelp } from '../../layout/ListHelp';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** In their order (position). Deleting a level leaves its members without one. */
export function LevelList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'position', order: 'ASC' }} perPage={50}>
      <ListHelp text="resources.users/levels.helper.list" />
      <DataTable rowClick="edit">
        <DataTable.NumberCol source="position" />
        <DataTable.Col source="name" />
        <DataTable.Col source="description" disableSort />
      </DataTable>
    </List>
  );
}
