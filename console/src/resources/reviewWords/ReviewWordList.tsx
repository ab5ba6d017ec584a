import { DataTable, List, TextField } from 'react-admin';
import { SearchBox } from '../../inputs/SearchBox';
import { ListHelp } from '../../layout/ListHelp';
import { ListActions } from '../../layout/ListActions';
import { TimeColumn } from '../../fields/TimeColumn';

const R = 'resources.review-words';

const filters = [<SearchBox key="q" source="q" alwaysOn hint={`${R}.filters.search`} />];

/** The expressions that put a warning on a member review, in dictionary order. */
export function ReviewWordList() {
  return (
    <List
      filters={filters}
      actions={<ListActions filter={false} />}
      sort={{ field: 'word', order: 'ASC' }}
      perPage={50}
    >
      <ListHelp text={`${R}.helper.list`} />
      <DataTable rowClick="edit">
        <DataTable.Col source="word" />
        <DataTable.Col source="note" disableSort>
          <TextField source="note" emptyText="-" />
        </DataTable.Col>
        <TimeColumn source="createdAt" oneLine />
      </DataTable>
    </List>
  );
}
