import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  FilterButton,
  ImageField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { treatmentChoices } from '../../choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="treatment" source="treatment" choices={treatmentChoices} />,
  <BooleanInput key="isMain" source="isMain" />,
  <BooleanInput key="published" source="published" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

export function ReviewList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
      <DataTable rowClick="edit">
        <DataTable.Col source="thumb" disableSort>
          <ImageField source="thumb.src" sx={{ '& img': { maxWidth: 96, maxHeight: 64, objectFit: 'cover' } }} />
        </DataTable.Col>
        <DataTable.Col source="title" />
        <DataTable.Col source="treatment">
          <SelectField source="treatment" choices={treatmentChoices} />
        </DataTable.Col>
        <DataTable.Col source="isMain" field={BooleanField} />
        <DataTable.Col source="published" field={BooleanField} />
        <DataTable.NumberCol source="position" />
      </DataTable>
    </List>
  );
}
