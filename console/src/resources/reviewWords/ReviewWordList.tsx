import { CreateButton, DataTable, List, TextField, TopToolbar } from 'react-admin';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { SearchBox } from '../../inputs/SearchBox';
import { ListHelp } from '../../layout/ListHelp';

const R = 'resources.review-words';

const filters = [<SearchBox key="q" source="q" alwaysOn hint={`${R}.filters.search`} />];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** The expressions that put a warning on a member review, in dictionary order. */
export function ReviewWordList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'word', order: 'ASC' }} perPage={50}>
      <ListHelp text={`${R}.helper.list`} />
      <DataTable rowClick="edit">
        <DataTable.Col source="word" />
        <DataTable.Col source="note" disableSort>
          <TextField source="note" emptyText="-" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" sx={{ whiteSpace: 'nowrap' }}>
          <KoreaTimeField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
