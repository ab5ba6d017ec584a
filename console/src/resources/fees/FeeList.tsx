import { BooleanField, BooleanInput, DataTable, SearchInput } from 'react-admin';
import { WonField } from '../../fields/WonField';
import { OrderedList } from '../../layout/OrderedList';
import { TimeColumn } from '../../fields/TimeColumn';
import { OffSiteChip } from '../../fields/OffSiteChip';

const F = 'resources.clinic/fees.fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="enabled" source="enabled" />,
  <BooleanInput key="covered" source="covered" />,
];

/** In the order the public fee table shows them (position), amounts with thousands separators. */
export function FeeList() {
  return (
    <OrderedList
      filters={filters}
      perPage={50}
      phone={{
        primaryText: (record) => String(record.category?.ko ?? ''),
        secondaryText: (
          <>
            <WonField source="minCost" /> – <WonField source="maxCost" />
          </>
        ),
        tertiaryText: <OffSiteChip off={(record) => !record.enabled} />,
      }}
    >
      <DataTable.NumberCol source="position" />
      <DataTable.Col source="category.ko" label={`${F}.category`} disableSort />
      <DataTable.Col source="minCost" align="right">
        <WonField source="minCost" />
      </DataTable.Col>
      <DataTable.Col source="maxCost" align="right">
        <WonField source="maxCost" />
      </DataTable.Col>
      <DataTable.Col source="note.ko" label={`${F}.note`} disableSort />
      <DataTable.Col source="code" />
      <DataTable.Col source="covered" field={BooleanField} />
      <DataTable.Col source="enabled" field={BooleanField} />
      <TimeColumn source="updatedAt" />
    </OrderedList>
  );
}
