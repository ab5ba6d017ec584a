import { cloneElement, type ReactElement } from 'react';
import { BooleanField, DataTable, useResourceContext } from 'react-admin';
import { ImageColumn } from '../fields/ImageColumn';
import { ScheduleField } from '../fields/ScheduleField';
import { AvatarPicture } from '../fields/AvatarPicture';
import { OrderedList } from './OrderedList';
import { OffSiteChip } from '../fields/OffSiteChip';

/**
 * The list of popups or banners, in their order: the picture, `extra` (a banner's place), the Korean
 * title, whether it shows, its place and its schedule.
 */
export function PlacementList({ filters, extra }: { filters: ReactElement[]; extra?: ReactElement }) {
  const fields = `resources.${useResourceContext()}.fields`;
  // An array, not a fragment: the table counts its columns among its children.
  const columns = [
    <ImageColumn key="image" source="image" />,
    ...(extra ? [cloneElement(extra, { key: 'extra' })] : []),
    <DataTable.Col key="title" source="title.ko" label={`${fields}.title`} disableSort />,
    <DataTable.Col key="enabled" source="enabled" field={BooleanField} />,
    <DataTable.NumberCol key="position" source="position" />,
    <DataTable.Col key="schedule" source="startsAt" label={`${fields}.schedule`}>
      <ScheduleField />
    </DataTable.Col>,
  ];
  return (
    <OrderedList
      filters={filters}
      phone={{
        primaryText: (record) => String(record.title?.ko ?? ''),
        secondaryText: <ScheduleField />,
        tertiaryText: <OffSiteChip off={(record) => !record.enabled} />,
        leftAvatar: (record) => <AvatarPicture src={record.image?.src} />,
      }}
    >
      {columns}
    </OrderedList>
  );
}
