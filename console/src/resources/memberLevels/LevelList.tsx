import { DataTable, SearchInput } from 'react-admin';
import { ListActions } from '../../layout/ListActions';
import { OrderedList } from '../../layout/OrderedList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** In their order (position). Deleting a level leaves its members without one. */
export function LevelList() {
  return (
    <OrderedList
      filters={filters}
      actions={<ListActions filter={false} />}
      perPage={50}
      help="resources.users/levels.helper.list"
      phone={{
        primaryText: (record) => String(record.name),
        secondaryText: (record) => String(record.description ?? ''),
      }}
    >
      <DataTable.NumberCol source="position" />
      <DataTable.Col source="name" />
      <DataTable.Col source="description" disableSort />
    </OrderedList>
  );
}
