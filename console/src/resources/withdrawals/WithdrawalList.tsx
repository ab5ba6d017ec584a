import { DataTable, List, SelectField, SelectInput, TextField } from 'react-admin';
import { memberKindChoices } from '../../choices';
import { SearchBox } from '../../inputs/SearchBox';
import { ListHelp } from '../../layout/ListHelp';
import { ListActions } from '../../layout/ListActions';
import { TimeColumn } from '../../fields/TimeColumn';
import { koreaDateRange } from '../../inputs/KoreaDateRange';

const F = 'resources.users/withdrawals.filters';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${F}.search`} />,
  <SelectInput key="kind" source="kind" choices={memberKindChoices} alwaysOn />,
  ...koreaDateRange('withdrawnAt', { since: `${F}.since`, until: `${F}.until` }),
];

/** Who withdrew and why, newest first. The username is kept only until it may be used again. */
export function WithdrawalList() {
  return (
    <List
      filters={filters}
      actions={<ListActions create={false} />}
      sort={{ field: 'withdrawnAt', order: 'DESC' }}
      perPage={25}
    >
      <ListHelp text="resources.users/withdrawals.helper.list" />
      <DataTable rowClick={false} bulkActionButtons={false}>
        <TimeColumn source="withdrawnAt" />
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
        <TimeColumn source="reusableAfter" disableSort />
      </DataTable>
    </List>
  );
}
