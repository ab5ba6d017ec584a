import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import { WonField } from '../../fields/WonField';
import { KoreaTimeField } from '../../fields/KoreaTimeField';

const F = 'resources.clinic/fees.fields';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="enabled" source="enabled" />];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

/** In the order the public fee table shows them (position), amounts with thousands separators. */
export function FeeList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'position', order: 'ASC' }} perPage={50}>
      <DataTable rowClick="edit">
        <DataTable.NumberCol source="position" />
        <DataTable.Col source="category.ko" label={`${F}.category`} disableSort />
        <DataTable.Col source="minCost" align="right">
          <WonField source="minCost" />
        </DataTable.Col>
        <DataTable.Col source="maxCost" align="right">
          <WonField source="maxCost" />
        </DataTable.Col>
        <DataTable.Col source="note.ko" label={`${F}.note`} disableSort />
        <DataTable.Col source="enabled" field={BooleanField} />
        <DataTable.Col source="updatedAt">
          <KoreaTimeField source="updatedAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
