import type { ReactNode } from 'react';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  FunctionField,
  SearchInput,
  SelectField,
  SelectInput,
  type RaRecord,
} from 'react-admin';
import { AvatarPicture } from '../fields/AvatarPicture';
import { TimeColumn } from '../fields/TimeColumn';
import { OrderedList } from './OrderedList';
import { OffSiteChip } from '../fields/OffSiteChip';

type Choices = Array<{ id: string; name: string }>;

/**
 * The site's videos or photos in their order: the picture the site shows (`picture` picks its
 * address), where it shows (`placement`), the resource's own columns, shown, demo and order. Filters:
 * search, place, shown, demo.
 */
export function MediaList<R extends RaRecord>({
  placements,
  pictureSource,
  picture,
  pictureHeight,
  name,
  children,
}: {
  placements: Choices;
  pictureSource: string;
  picture: (record: R) => string | null | undefined;
  pictureHeight: number;
  /** The record's name for a phone's one-line list (the Korean title). */
  name: (record: R) => string;
  children: ReactNode;
}) {
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="placement" source="placement" choices={placements} alwaysOn />,
    <BooleanInput key="enabled" source="enabled" />,
    <BooleanInput key="isDemo" source="isDemo" />,
  ];
  return (
    <OrderedList
      filters={filters}
      phone={{
        primaryText: (record) => name(record as R),
        secondaryText: <SelectField source="placement" choices={placements} />,
        tertiaryText: <OffSiteChip off={(record) => !record.enabled} />,
        leftAvatar: (record) => <AvatarPicture src={picture(record as R)} />,
      }}
    >
      <DataTable.Col source={pictureSource} disableSort>
        <FunctionField<R>
          render={(record) => {
            const src = picture(record);
            return src ? (
              <img
                src={src}
                alt=""
                style={{ width: 96, height: pictureHeight, objectFit: 'cover', display: 'block' }}
              />
            ) : null;
          }}
        />
      </DataTable.Col>
      <DataTable.Col source="placement">
        <SelectField source="placement" choices={placements} />
      </DataTable.Col>
      {children}
      <DataTable.Col source="enabled" field={BooleanField} />
      <DataTable.Col source="isDemo" field={BooleanField} />
      <DataTable.NumberCol source="position" />
      <TimeColumn source="updatedAt" />
    </OrderedList>
  );
}
