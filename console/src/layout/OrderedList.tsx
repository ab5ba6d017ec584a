import type { ReactElement, ReactNode } from 'react';
import { DataTable, List, type DataTableProps } from 'react-admin';
import { ListActions } from './ListActions';
import { ListHelp } from './ListHelp';

const BY_POSITION = { field: 'position', order: 'ASC' } as const;

/**
 * A list of records staff put in order (popups, banners, fees, FAQs, boards, …): by `position`, first
 * place first, one table row a record that opens it. `help` is a line above the table (an i18n key);
 * `actions` replaces the toolbar (ListActions with filter and create by default).
 */
export function OrderedList({
  filters,
  actions = <ListActions />,
  perPage = 25,
  help,
  bulkActionButtons,
  sx,
  children,
}: {
  filters: ReactElement[];
  actions?: ReactElement;
  perPage?: number;
  help?: string;
  bulkActionButtons?: DataTableProps['bulkActionButtons'];
  sx?: DataTableProps['sx'];
  children: ReactNode;
}) {
  return (
    <List filters={filters} actions={actions} sort={BY_POSITION} perPage={perPage}>
      {help && <ListHelp text={help} />}
      <DataTable rowClick="edit" bulkActionButtons={bulkActionButtons} sx={sx}>
        {children}
      </DataTable>
    </List>
  );
}
