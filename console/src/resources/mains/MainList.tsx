import { DataTable, List, SearchInput, SelectField } from 'react-admin';
import { mainCodeChoices } from '../../choices';
import { ListActions } from '../../layout/ListActions';
import { TimeColumn } from '../../fields/TimeColumn';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function MainList() {
  return (
    <List filters={filters} actions={<ListActions filter={false} />} sort={{ field: 'id', order: 'ASC' }} perPage={25}>
      <DataTable rowClick="edit">
        <DataTable.Col source="code">
          <SelectField source="code" choices={mainCodeChoices} />
        </DataTable.Col>
        <DataTable.NumberCol source="count" locales="ko-KR" options={{ maximumFractionDigits: 0 }} />
        <TimeColumn source="updatedAt" />
      </DataTable>
    </List>
  );
}
