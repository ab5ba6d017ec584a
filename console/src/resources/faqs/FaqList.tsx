import { BooleanField, BooleanInput, DataTable, ReferenceField, SearchInput } from 'react-admin';
import { PublishBulkActions } from '../../bulk/PublishBulkActions';
import { OrderedReferenceInput } from '../../inputs/OrderedReferenceInput';
import { OrderedList } from '../../layout/OrderedList';
import { OffSiteChip } from '../../fields/OffSiteChip';

const F = 'resources.center/faqs.fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <OrderedReferenceInput key="categoryId" source="categoryId" reference="center/faq-categories" alwaysOn />,
  <BooleanInput key="published" source="published" />,
];

export function FaqList() {
  return (
    <OrderedList
      filters={filters}
      bulkActionButtons={<PublishBulkActions />}
      phone={{
        primaryText: (record) => String(record.question?.ko ?? ''),
        secondaryText: <ReferenceField source="categoryId" reference="center/faq-categories" link={false} />,
        tertiaryText: <OffSiteChip off={(record) => !record.published} />,
      }}
    >
      <DataTable.Col source="categoryId">
        <ReferenceField source="categoryId" reference="center/faq-categories" link={false} />
      </DataTable.Col>
      <DataTable.Col source="question.ko" label={`${F}.question`} disableSort />
      <DataTable.NumberCol source="position" />
      <DataTable.Col source="published" field={BooleanField} />
    </OrderedList>
  );
}
