import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { termCodeChoices } from '../../choices';

const F = 'resources.terms.fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="code" source="code" choices={termCodeChoices} alwaysOn />,
  <BooleanInput key="published" source="published" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

export function TermList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'effectiveAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="edit">
        <DataTable.Col source="code">
          <SelectField source="code" choices={termCodeChoices} />
        </DataTable.Col>
        <DataTable.Col source="title.ko" label={`${F}.title`} disableSort />
        <DataTable.Col source="version" />
        <DataTable.Col source="effectiveAt">
          <KoreaTimeField source="effectiveAt" />
        </DataTable.Col>
        <DataTable.Col source="required" field={BooleanField} />
        <DataTable.Col source="published" field={BooleanField} />
      </DataTable>
    </List>
  );
}
