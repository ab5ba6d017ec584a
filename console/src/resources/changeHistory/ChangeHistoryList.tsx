import { Box, Typography } from '@mui/material';
import {
  DataTable,
  Link,
  List,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SearchBox } from '../../inputs/SearchBox';
import { ListHelp } from '../../layout/ListHelp';
import { TimeColumn } from '../../fields/TimeColumn';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { koreaDateRange } from '../../inputs/KoreaDateRange';
import { ResponsiveList } from '../../layout/ResponsiveList';
import { useChangeText, type FieldChange } from '../../layout/changes';

const F = 'resources.change-history.filters';

/** Each table a history entry names, and the console resource that shows its records. */
const RESOURCES: Record<string, string> = {
  notices: 'center/notifications',
  forms: 'forms',
  users: 'users',
  user_levels: 'users/levels',
  boards: 'boards',
  board_posts: 'board-posts',
  board_comments: 'board-comments',
  mains: 'clinic/mains',
  popups: 'popups',
  banners: 'banners',
  fees: 'clinic/fees',
  doctors: 'clinic/doctors',
  faq_categories: 'center/faq-categories',
  faqs: 'center/faqs',
  videos: 'clinic/videos',
  photos: 'clinic/photos',
  member_reviews: 'clinic/reviews2',
  review_words: 'review-words',
  questions: 'center/questions',
  reviews: 'clinic/reviews',
  terms: 'terms',
  treatments: 'treatments',
  settings: 'setting',
  message_templates: 'message-templates',
};

const resourceChoices = Object.entries(RESOURCES).map(([id, resource]) => ({
  id,
  name: `resources.${resource}.name`,
}));
const actionChoices = ['create', 'update', 'delete', 'reply'].map((id) => ({ id, name: `app.changes.kinds.${id}` }));

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${F}.search`} />,
  <SelectInput key="resource" source="resource" choices={resourceChoices} alwaysOn />,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <TextInput key="recordId" source="recordId" />,
  ...koreaDateRange('createdAt', { since: `${F}.since`, until: `${F}.until` }, true),
];

interface Entry {
  resource: string;
  recordId: string;
  action: string;
  changes: FieldChange[];
}

/** "상담 신청 #11", linked to the record while it exists (a deleted one is named only). */
function RecordField() {
  const record = useRecordContext<Entry & { id: number }>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const resource = RESOURCES[record.resource];
  const kind = resource ? translate(`resources.${resource}.name`, { smart_count: 1 }) : record.resource;
  const text = `${kind} #${record.recordId}`;
  if (!resource || record.action === 'delete') return <Typography variant="body2">{text}</Typography>;
  return (
    <Link to={createPath({ resource, id: record.recordId, type: 'edit' })} variant="body2">
      {text}
    </Link>
  );
}

/** Each field's change, as on the record's own 변경 이력. */
function ChangesField() {
  const record = useRecordContext<Entry & { id: number }>();
  const changeText = useChangeText(RESOURCES[record?.resource ?? ''] ?? '');
  if (!record || record.changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {record.changes.map((change, i) => (
        <Typography component="li" variant="body2" key={`${change.field}-${i}`} sx={{ overflowWrap: 'anywhere' }}>
          {changeText(change)}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * 변경 이력 across the console, newest first: who created, changed, deleted or answered which record,
 * when, and each field's old and new value (a patient's fields named only). Read only.
 */
export function ChangeHistoryList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <ListHelp text="resources.change-history.helper.list" />
      <ResponsiveList
        rowClick={false}
        primaryText={<RecordField />}
        secondaryText={
          <>
            <KoreaTimeField source="createdAt" /> · <TextField source="staffUsername" />
          </>
        }
        tertiaryText={<ChangesField />}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <TimeColumn source="createdAt" oneLine />
          <DataTable.Col source="staffUsername" disableSort sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col source="action" disableSort sx={{ whiteSpace: 'nowrap' }}>
            <SelectField source="action" choices={actionChoices} />
          </DataTable.Col>
          <DataTable.Col source="recordId" disableSort>
            <RecordField />
          </DataTable.Col>
          <DataTable.Col source="changes" disableSort sx={{ minWidth: 240 }}>
            <ChangesField />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
