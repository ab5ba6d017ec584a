import {
  BooleanField,
  BooleanInput,
  DataTable,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { termCodeChoices } from '../../choices';
import { ResponsiveList } from '../../layout/ResponsiveList';
import { ListActions } from '../../layout/ListActions';
import { TimeColumn } from '../../fields/TimeColumn';
import { OffSiteChip } from '../../fields/OffSiteChip';

const F = 'resources.terms.fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="code" source="code" choices={termCodeChoices} alwaysOn />,
  <BooleanInput key="published" source="published" />,
];

export function TermList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'effectiveAt', order: 'DESC' }} perPage={25}>
      <ResponsiveList
        primaryText={(record) => String(record.title?.ko ?? '')}
        secondaryText={
          <>
            <SelectField source="code" choices={termCodeChoices} /> · <TextField source="version" />
          </>
        }
        tertiaryText={<OffSiteChip off={(record) => !record.published} />}
      >
        <DataTable rowClick="edit">
          <DataTable.Col source="code">
            <SelectField source="code" choices={termCodeChoices} />
          </DataTable.Col>
          <DataTable.Col source="title.ko" label={`${F}.title`} disableSort />
          <DataTable.Col source="version" />
          <TimeColumn source="effectiveAt" />
          <DataTable.Col source="required" field={BooleanField} />
          <DataTable.Col source="published" field={BooleanField} />
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
