import { CreateButton, DataTable, List, SearchInput, TopToolbar } from 'react-admin';

const F = 'resources.center/faq-categories.fields';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

export function FaqCategoryList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
      <DataTable rowClick="edit">
        <DataTable.NumberCol source="position" />
        <DataTable.Col source="name.ko" label={`${F}.name`} disableSort />
        <DataTable.Col source="code" />
      </DataTable>
    </List>
  );
}
