import { Typography } from '@mui/material';
import {
  DataTable,
  FilterButton,
  Link,
  List,
  NumberInput,
  ReferenceInput,
  SelectField,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { auditActionChoices, subjectTypeChoices } from '../../choices';
import { SearchBox } from '../../inputs/SearchBox';
import { koreaDateRange } from '../../inputs/KoreaDateRange';
import { ListHelp } from '../../layout/ListHelp';

const F = 'resources.access-logs.filters';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${F}.search`} />,
  <SelectInput key="subjectType" source="subjectType" choices={subjectTypeChoices} alwaysOn />,
  <SelectInput key="action" source="action" choices={auditActionChoices} alwaysOn />,
  <NumberInput key="subjectId" source="subjectId" min={1} step={1} />,
  <ReferenceInput key="staffId" source="staffId" reference="user/admins" sort={{ field: 'username', order: 'ASC' }}>
    <SelectInput optionText="username" />
  </ReferenceInput>,
  ...koreaDateRange('createdAt', { since: `${F}.since`, until: `${F}.until` }),
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/** Where the record lives in the console, for the subjects that have a page. */
const PAGES: Record<string, string> = { member: 'users', form: 'forms' };

interface Entry {
  id: number;
  subjectType: string;
  subjectId: number | null;
  action: string;
  detail: string;
}

/** "회원 #12", linked to that member (opening it is itself logged). */
function SubjectField() {
  const record = useRecordContext<Entry>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const type = translate(`app.subjectTypes.${record.subjectType}`, { _: record.subjectType });
  const page = PAGES[record.subjectType];
  if (record.subjectId === null) return <Typography variant="body2">{type}</Typography>;
  const text = `${type} #${record.subjectId}`;
  if (!page) return <Typography variant="body2">{text}</Typography>;
  return (
    <Link to={createPath({ resource: page, id: record.subjectId, type: 'edit' })} variant="body2">
      {text}
    </Link>
  );
}

/** A list's filter as sent, a document's kind in words. */
function DetailField() {
  const record = useRecordContext<Entry>();
  const translate = useTranslate();
  if (!record?.detail) return null;
  const text =
    record.action === 'download'
      ? translate(`app.documentKinds.${record.detail}`, { _: record.detail })
      : record.detail;
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ fontFamily: record.action === 'list' ? 'monospace' : undefined, wordBreak: 'break-all', fontSize: 13 }}
    >
      {text}
    </Typography>
  );
}

/** Newest first; nobody can change or delete an entry, and the server deletes them after two years. */
export function AccessLogList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50}>
      <ListHelp text="resources.access-logs.helper.list" />
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <KoreaTimeField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="staffUsername" disableSort />
        <DataTable.Col source="subjectType">
          <SubjectField />
        </DataTable.Col>
        <DataTable.Col source="action">
          <SelectField source="action" choices={auditActionChoices} />
        </DataTable.Col>
        <DataTable.Col source="detail" disableSort>
          <DetailField />
        </DataTable.Col>
        <DataTable.Col source="ip" disableSort />
      </DataTable>
    </List>
  );
}
