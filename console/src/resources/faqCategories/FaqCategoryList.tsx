import { DataTable, SearchInput } from 'react-admin';
import { ListActions } from '../../layout/ListActions';
import { OrderedList } from '../../layout/OrderedList';

const F = 'resources.center/faq-categories.fields';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function FaqCategoryList() {
  return (
    <OrderedList
      filters={filters}
      actions={<ListActions filter={false} />}
      phone={{ primaryText: (record) => String(record.name?.ko ?? ''), secondaryText: (record) => String(record.code) }}
    >
      <DataTable.NumberCol source="position" />
      <DataTable.Col source="name.ko" label={`${F}.name`} disableSort />
      <DataTable.Col source="code" />
    </OrderedList>
  );
}
