import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SelectField,
  TopToolbar,
} from 'react-admin';
import { boardWriteAccessChoices } from '../../choices';
import { SearchBox } from '../../inputs/SearchBox';
import { ListHelp } from '../../layout/ListHelp';

const R = 'resources.boards';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${R}.filters.search`} />,
  <BooleanInput key="published" source="published" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

/** The boards in the order the public site shows them. */
export function BoardList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
      <ListHelp text={`${R}.helper.list`} />
      <DataTable rowClick="edit" sx={{ '& td, & th': { wordBreak: 'keep-all' } }}>
        <DataTable.Col source="name.ko" label={`${R}.fields.name`} disableSort />
        <DataTable.Col source="key" />
        <DataTable.Col source="writeAccess">
          <SelectField source="writeAccess" choices={boardWriteAccessChoices} />
        </DataTable.Col>
        <DataTable.Col source="commentsEnabled" field={BooleanField} />
        <DataTable.Col source="published" field={BooleanField} />
        <DataTable.NumberCol source="position" />
      </DataTable>
    </List>
  );
}
