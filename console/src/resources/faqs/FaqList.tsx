import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { PublishBulkActions } from '../../bulk/PublishBulkActions';

const F = 'resources.center/faqs.fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="categoryId"
    source="categoryId"
    reference="center/faq-categories"
    sort={{ field: 'position', order: 'ASC' }}
    perPage={100}
    alwaysOn
  >
    <SelectInput />
  </ReferenceInput>,
  <BooleanInput key="published" source="published" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

export function FaqList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'position', order: 'ASC' }} perPage={25}>
      <DataTable rowClick="edit" bulkActionButtons={<PublishBulkActions />}>
        <DataTable.Col source="categoryId">
          <ReferenceField source="categoryId" reference="center/faq-categories" link={false} />
        </DataTable.Col>
        <DataTable.Col source="question.ko" label={`${F}.question`} disableSort />
        <DataTable.NumberCol source="position" />
        <DataTable.Col source="published" field={BooleanField} />
      </DataTable>
    </List>
  );
}
