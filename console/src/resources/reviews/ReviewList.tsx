import { BooleanField, BooleanInput, DataTable, SearchInput, SelectField, SelectInput } from 'react-admin';
import { treatmentChoices } from '../../choices';
import { OrderedList } from '../../layout/OrderedList';
import { AvatarPicture } from '../../fields/AvatarPicture';
import { ImageColumn } from '../../fields/ImageColumn';
import { OffSiteChip } from '../../fields/OffSiteChip';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="treatment" source="treatment" choices={treatmentChoices} />,
  <BooleanInput key="isMain" source="isMain" />,
  <BooleanInput key="published" source="published" />,
];

export function ReviewList() {
  return (
    <OrderedList
      filters={filters}
      phone={{
        primaryText: (record) => String(record.title ?? ''),
        secondaryText: <SelectField source="treatment" choices={treatmentChoices} />,
        tertiaryText: <OffSiteChip off={(record) => !record.published} />,
        leftAvatar: (record) => <AvatarPicture src={record.thumb?.src} />,
      }}
    >
      <ImageColumn source="thumb" fit="cover" />
      <DataTable.Col source="title" />
      <DataTable.Col source="treatment">
        <SelectField source="treatment" choices={treatmentChoices} />
      </DataTable.Col>
      <DataTable.Col source="isMain" field={BooleanField} />
      <DataTable.Col source="published" field={BooleanField} />
      <DataTable.NumberCol source="position" />
    </OrderedList>
  );
}
