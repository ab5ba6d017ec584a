import type { ReactElement, ReactNode } from 'react';
import { DataTable, List, type DataTableProps, type SimpleListProps } from 'react-admin';
import { ListActions } from './ListActions';
import { ListHelp } from './ListHelp';
import { ResponsiveList } from './ResponsiveList';

const BY_POSITION = { field: 'position', order: 'ASC' } as const;

/**
 * A list of records staff put in order (popups, banners, fees, FAQs, boards, …): by `position`, first
 * place first, one table row a record that opens it. `help` is a line above the table (an i18n key);
 * `actions` replaces the toolbar (ListActions with filter and create by default). On a phone the
 * table becomes one line a record (`phone`: what the lines say), so the page never scrolls sideways.
 */
export function OrderedList({
  filters,
  actions = <ListActions />,
  perPage = 25,
  help,
  bulkActionButtons,
  sx,
  phone,
  children,
}: {
  filters: ReactElement[];
  actions?: ReactElement;
  perPage?: number;
  help?: string;
  bulkActionButtons?: DataTableProps['bulkActionButtons'];
  sx?: DataTableProps['sx'];
  phone: Pick<SimpleListProps, 'primaryText' | 'secondaryText' | 'tertiaryText' | 'leftAvatar'>;
  children: ReactNode;
}) {
  return (
    <List filters={filters} actions={actions} sort={BY_POSITION} perPage={perPage}>
      {help && <ListHelp text={help} />}
      <ResponsiveList {...phone}>
        <DataTable rowClick="edit" bulkActionButtons={bulkActionButtons} sx={sx}>
          {children}
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
