import AttachFileIcon from '@mui/icons-material/AttachFile';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Typography } from '@mui/material';
import {
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatPhone, TEXT_SEARCH_MAX_DAYS } from '@clinic/contract';
import { formStatusChoices, treatmentChoices } from '../../choices';
import { PhoneField } from '../../fields/PhoneField';
import { breakingAnywhere, ResponsiveList, withoutColumnsOnTablets } from '../../layout/ResponsiveList';
import { ExportWithReasonButton } from '../../exports/ExportWithReasonButton';
import { formsCsv } from '../../exports/columns';
import { FormStatusField } from './FormFields';
import { BulkSetButton } from '../../bulk/BulkSetButton';
import { ListActions } from '../../layout/ListActions';
import { TimeColumn } from '../../fields/TimeColumn';
import { createdAtRange } from '../../inputs/KoreaDateRange';
import { SearchBox } from '../../inputs/SearchBox';
import { IdColumn } from '../../fields/RecordNumber';
import { ListHelp } from '../../layout/ListHelp';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint="resources.forms.filters.search" />,
  <SelectInput key="status" source="status" choices={formStatusChoices} alwaysOn />,
  <SelectInput key="treatment" source="treatment" choices={treatmentChoices} />,
  <ReferenceInput key="assigneeId" source="assigneeId" reference="staff-names">
    <SelectInput />
  </ReferenceInput>,
  ...createdAtRange(),
];

/** Requests are personal (health) data: an export asks why, and the access log keeps the answer. */
const actions = (
  <ListActions create={false}>
    <ExportWithReasonButton csv={formsCsv} />
  </ListActions>
);

/** The first words of the message, and a paper clip with the number of files when there are any. */
function PreviewField() {
  const record = useRecordContext<{ preview: string; fileCount: number }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography variant="body2" sx={{ wordBreak: 'keep-all' }}>
        {record.preview}
      </Typography>
      {record.fileCount > 0 && (
        <Box
          component="span"
          role="img"
          aria-label={translate('resources.forms.fileCount', { smart_count: record.fileCount })}
          sx={{ display: 'inline-flex', alignItems: 'center', color: 'text.secondary', flexShrink: 0 }}
        >
          <AttachFileIcon fontSize="small" aria-hidden />
          <Typography variant="caption" aria-hidden>
            {record.fileCount}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** Several requests set to 처리 중 or 완료 at once. */
function FormBulkActions() {
  return (
    <>
      <BulkSetButton label="app.bulk.inProgress" data={{ status: 'in_progress' }} icon={<PendingActionsIcon />} />
      <BulkSetButton label="app.bulk.done" data={{ status: 'done' }} icon={<TaskAltIcon />} />
    </>
  );
}

/**
 * Newest first; staff open a request to read it, set its status and assignee and add notes. No
 * create: visitors send them. On a phone, one line a request (name, status, the message's start).
 */
export function FormList() {
  return (
    <List filters={filters} actions={actions} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <ListHelp text="resources.forms.helper.search" options={{ days: TEXT_SEARCH_MAX_DAYS }} />
      <ResponsiveList
        primaryText={(r) => `${String(r.id)}. ${String(r.name)} · ${formatPhone(String(r.phone))}`}
        secondaryText={(r) => String(r.preview ?? '')}
        tertiaryText={<FormStatusField />}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={<FormBulkActions />}
          sx={{ ...breakingAnywhere('name', 'preview'), ...withoutColumnsOnTablets('treatment', 'assigneeId') }}
        >
          <IdColumn />
          <TimeColumn source="createdAt" oneLine />
          <DataTable.Col source="name" />
          <DataTable.Col source="phone" disableSort sx={{ whiteSpace: 'nowrap' }}>
            <PhoneField />
          </DataTable.Col>
          <DataTable.Col source="treatment">
            <SelectField source="treatment" choices={treatmentChoices} />
          </DataTable.Col>
          <DataTable.Col source="preview" disableSort>
            <PreviewField />
          </DataTable.Col>
          <DataTable.Col source="assigneeId">
            <ReferenceField source="assigneeId" reference="staff-names" link={false} emptyText="-" />
          </DataTable.Col>
          <DataTable.Col source="status">
            <FormStatusField />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
