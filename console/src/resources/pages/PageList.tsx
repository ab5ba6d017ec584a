import { DataTable, List, TextField } from 'react-admin';
import { ListActions } from '../../layout/ListActions';
import { ListHelp } from '../../layout/ListHelp';
import { ResponsiveList } from '../../layout/ResponsiveList';
import { TimeColumn } from '../../fields/TimeColumn';
import { KoreaTimeField } from '../../fields/KoreaTimeField';

const F = 'resources.pages.fields';

/** The public pages whose words staff write, by address: title, when and by whom they changed last. */
export function PageList() {
  return (
    <List actions={<ListActions create={false} filter={false} />} pagination={false} perPage={100}>
      <ListHelp text="resources.pages.helper.list" />
      <ResponsiveList
        primaryText={(record) => String(record.title?.ko ?? '')}
        secondaryText={
          <>
            <TextField source="key" /> · <KoreaTimeField source="updatedAt" />
          </>
        }
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="title.ko" label={`${F}.title`} disableSort />
          <DataTable.Col source="key" disableSort sx={{ whiteSpace: 'nowrap' }} />
          <TimeColumn source="updatedAt" />
          <DataTable.Col source="updatedBy" disableSort />
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
