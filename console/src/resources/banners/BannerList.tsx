import { BooleanInput, DataTable, SearchInput, SelectField, SelectInput } from 'react-admin';
import { PlacementList } from '../../layout/PlacementList';
import { bannerCodeChoices } from '../../choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="code" source="code" choices={bannerCodeChoices} />,
  <BooleanInput key="enabled" source="enabled" />,
];

export function BannerList() {
  return (
    <PlacementList
      filters={filters}
      extra={
        <DataTable.Col source="code">
          <SelectField source="code" choices={bannerCodeChoices} />
        </DataTable.Col>
      }
    />
  );
}
