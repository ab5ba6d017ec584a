import { BooleanInput, SearchInput } from 'react-admin';
import { PlacementList } from '../../layout/PlacementList';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="enabled" source="enabled" />];

export function PopupList() {
  return <PlacementList filters={filters} />;
}
