import { Typography } from '@mui/material';
import {
  DataTable,
  Link,
  List,
  NumberInput,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { auditActionChoices, subjectTypeChoices } from '../../choices';
import { SearchBox } from '../../inputs/SearchBox';
import { ListHelp } from '../../layout/ListHelp';
import { ExportWithReasonButton } from '../../exports/ExportWithReasonButton';
import { accessLogsCsv } from '../../exports/columns';
import { describeEntry, type AccessLogEntry } from './describe';
import { ListActions } from '../../layout/ListActions';
import { TimeColumn } from '../../fields/TimeColumn';
import { koreaDateRange } from '../../inputs/KoreaDateRange';
import { ResponsiveList, withoutColumnsOnTablets } from '../../layout/ResponsiveList';
import { KoreaTimeField } from '../../fields/KoreaTimeField';

const F = 'resources.access-logs.filters';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${F}.search`} />,
  <ReferenceInput key="staffId" source="staffId" reference="user/admins" sort={{ field: 'username', order: 'ASC' }}>
    <SelectInput optionText="username" />
  </ReferenceInput>,
  <SelectInput key="action" source="action" choices={auditActionChoices} alwaysOn />,
  <SelectInput key="subjectType" source="subjectType" choices={subjectTypeChoices} alwaysOn />,
  // Whose data: a member's number (the member page links here).
  <NumberInput key="subjectId" source="subjectId" min={1} step={1} />,
  ...koreaDateRange('createdAt', { since: `${F}.since`, until: `${F}.until` }, true),
];

const csv = accessLogsCsv((row, translate) => describeEntry(row as unknown as AccessLogEntry, translate));

/** An audit takes the log away as CSV; that export asks why and is logged too. */
const actions = (
  <ListActions create={false}>
    <ExportWithReasonButton csv={csv} />
  </ListActions>
);

/** Where the record lives in the console, for the subjects that have a page. */
const PAGES: Record<string, string> = { member: 'users', form: 'forms' };

/** "회원 #12 홍길동", linked to that member (opening it is itself logged). */
function SubjectField() {
  const record = useRecordContext<AccessLogEntry>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const type = translate(`app.subjectTypes.${record.subjectType}`, { _: record.subjectType });
  const page = PAGES[record.subjectType];
  if (record.subjectId === null) return <Typography variant="body2">{type}</Typography>;
  const text = `${type} #${record.subjectId}${record.subjectName ? ` ${record.subjectName}` : ''}`;
  if (!page) return <Typography variant="body2">{text}</Typography>;
  return (
    <Link to={createPath({ resource: page, id: record.subjectId, type: 'edit' })} variant="body2">
      {text}
    </Link>
  );
}

/** What was done, in plain words; an export's reason and row count beside it. */
function DescriptionField() {
  const record = useRecordContext<AccessLogEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {describeEntry(record, translate)}
      </Typography>
      {record.action === 'export' && (
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {translate('resources.access-logs.exported', {
            reason: record.reason || '-',
            smart_count: record.rowCount ?? 0,
          })}
        </Typography>
      )}
    </>
  );
}

/**
 * Newest first, one line an access in plain words: when, which staff account from which address,
 * what kind of action, whose data, what exactly (and why, for exports). Nobody can change or delete
 * an entry; the server deletes them after two years.
 */
export function AccessLogList() {
  return (
    <List filters={filters} actions={actions} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50}>
      <ListHelp text="resources.access-logs.helper.list" />
      <ResponsiveList
        rowClick={false}
        primaryText={<DescriptionField />}
        secondaryText={
          <>
            <KoreaTimeField source="createdAt" /> · <TextField source="staffUsername" />
          </>
        }
      >
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          sx={{ '& td, & th': { wordBreak: 'keep-all' }, ...withoutColumnsOnTablets('ip') }}
        >
          <TimeColumn source="createdAt" oneLine />
          <DataTable.Col source="staffUsername" disableSort sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col source="action" sx={{ whiteSpace: 'nowrap' }}>
            <SelectField source="action" choices={auditActionChoices} />
          </DataTable.Col>
          <DataTable.Col source="subjectType">
            <SubjectField />
          </DataTable.Col>
          <DataTable.Col source="description" disableSort sx={{ minWidth: 240 }}>
            <DescriptionField />
          </DataTable.Col>
          <DataTable.Col source="ip" disableSort sx={{ whiteSpace: 'nowrap' }} />
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
