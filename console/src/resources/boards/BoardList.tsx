import { BooleanField, BooleanInput, DataTable, SelectField } from 'react-admin';
import { boardWriteAccessChoices } from '../../choices';
import { SearchBox } from '../../inputs/SearchBox';
import { OrderedList } from '../../layout/OrderedList';
import { OffSiteChip } from '../../fields/OffSiteChip';

const R = 'resources.boards';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${R}.filters.search`} />,
  <BooleanInput key="published" source="published" />,
];

/** The boards in the order the public site shows them. */
export function BoardList() {
  return (
    <OrderedList
      filters={filters}
      help={`${R}.helper.list`}
      sx={{ '& td, & th': { wordBreak: 'keep-all' } }}
      phone={{
        primaryText: (record) => String(record.name?.ko ?? ''),
        secondaryText: <SelectField source="writeAccess" choices={boardWriteAccessChoices} />,
        tertiaryText: <OffSiteChip off={(record) => !record.published} />,
      }}
    >
      <DataTable.Col source="name.ko" label={`${R}.fields.name`} disableSort />
      <DataTable.Col source="key" />
      <DataTable.Col source="writeAccess">
        <SelectField source="writeAccess" choices={boardWriteAccessChoices} />
      </DataTable.Col>
      <DataTable.Col source="commentsEnabled" field={BooleanField} />
      <DataTable.Col source="published" field={BooleanField} />
      <DataTable.NumberCol source="position" />
    </OrderedList>
  );
}
