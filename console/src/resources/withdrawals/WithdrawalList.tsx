import { DataTable, FilterButton, List, SelectField, SelectInput, TextField, TopToolbar } from 'react-admin';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { memberKindChoices } from '../../choices';
import { koreaDateRange } from '../../inputs/KoreaDateRange';
import { SearchBox } from '../../inputs/SearchBox';
import { ListHelp } from '../../layout/ListHelp';

const F = 'resources.users/withdrawals.filters';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${F}.search`} />,
  <SelectInput key="kind" source="kind" choices={memberKindChoices} alwaysOn />,
  ...koreaDateRange('withdrawnAt', { since: `${F}.since`, until: `${F}.until` }),
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/** Who withdrew and why, newest first. The username is kept only until it may be used again. */
export function WithdrawalList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'withdrawnAt', order: 'DESC' }} perPage={25}>
      <ListHelp text="resources.users/withdrawals.helper.list" />
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="withdrawnAt">
          <KoreaTimeField source="withdrawnAt" />
        </DataTable.Col>
        <DataTable.NumberCol source="userId" disableSort options={{ useGrouping: false }} />
        <DataTable.Col source="username" disableSort>
          <TextField source="username" emptyText="resources.users/withdrawals.helper.usernameErased" />
        </DataTable.Col>
        <DataTable.Col source="kind">
          <SelectField source="kind" choices={memberKindChoices} />
        </DataTable.Col>
        <DataTable.Col source="reason" disableSort>
          <TextField source="reason" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
        </DataTable.Col>
        <DataTable.Col source="reusableAfter" disableSort>
          <KoreaTimeField source="reusableAfter" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
