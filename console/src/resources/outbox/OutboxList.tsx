import type { ReactNode } from 'react';
import { Box, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  DataTable,
  DataTableClasses,
  List,
  SelectField,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AddressField } from '../../fields/AddressField';
import { ResponsiveList } from '../../layout/ResponsiveList';
import { formatPhone } from '@clinic/contract';
import { StatusChipField } from '../../fields/StatusChipField';
import { outboxChannelChoices, outboxProviderChoices, outboxStatusChoices } from '../../choices';
import { SearchBox } from '../../inputs/SearchBox';
import { ListHelp } from '../../layout/ListHelp';
import { ListActions } from '../../layout/ListActions';
import { TimeColumn } from '../../fields/TimeColumn';
import { koreaDateRange } from '../../inputs/KoreaDateRange';
import { visuallyHidden } from '../../layout/visuallyHidden';

const F = 'resources.outbox.filters';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${F}.search`} />,
  <SelectInput key="channel" source="channel" choices={outboxChannelChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={outboxStatusChoices} alwaysOn />,
  ...koreaDateRange('createdAt', { since: `${F}.since`, until: `${F}.until` }),
];

const STATUS_COLORS = { stored: 'default', sending: 'info', sent: 'success', failed: 'error' } as const;

function OutboxStatusField() {
  return <StatusChipField colors={STATUS_COLORS} labels="outboxStatus" filled={(status) => status === 'failed'} />;
}

/** The message itself, opened under its row. */
function OutboxBody() {
  const record = useRecordContext<{ id: number; body: string; error: string | null; provider: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, py: 1.5, maxWidth: 900 }}>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {record.body}
      </Typography>
      {record.error && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {translate('resources.outbox.fields.error')}: {record.error}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The table's head with its first column named: react-admin leaves the column of the open/close
 * arrows without text (axe: empty-table-header), and each row opens on its own here.
 */
function OutboxHead({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <TableHead className={DataTableClasses.thead}>
      <TableRow className={`${DataTableClasses.row} ${DataTableClasses.headerRow}`}>
        <TableCell
          padding="none"
          variant="head"
          className={`${DataTableClasses.headerCell} ${DataTableClasses.expandHeader}`}
        >
          <Box component="span" sx={visuallyHidden}>
            {translate('resources.outbox.fields.open')}
          </Box>
        </TableCell>
        {children}
      </TableRow>
    </TableHead>
  );
}

/** Newest first; open a row to read the message. Every list is written to the access log. */
export function OutboxList() {
  return (
    <List
      filters={filters}
      actions={<ListActions create={false} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <ListHelp text="resources.outbox.helper.list" />
      <ResponsiveList
        rowClick={false}
        primaryText={(r) => formatPhone(String(r.to ?? ''))}
        secondaryText={(r) => String(r.subject || r.body || '').slice(0, 80)}
        tertiaryText={<OutboxStatusField />}
      >
        <DataTable rowClick="expand" expand={<OutboxBody />} head={OutboxHead} bulkActionButtons={false}>
          <TimeColumn source="createdAt" />
          <DataTable.Col source="channel">
            <SelectField source="channel" choices={outboxChannelChoices} />
          </DataTable.Col>
          <DataTable.Col source="to" disableSort>
            <AddressField source="to" />
          </DataTable.Col>
          <DataTable.Col source="subject" disableSort>
            <TextField source="subject" emptyText="-" />
          </DataTable.Col>
          <DataTable.Col source="status">
            <OutboxStatusField />
          </DataTable.Col>
          <DataTable.Col source="provider" disableSort>
            <SelectField source="provider" choices={outboxProviderChoices} />
          </DataTable.Col>
          <TimeColumn source="sentAt" disableSort emptyText="-" />
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
