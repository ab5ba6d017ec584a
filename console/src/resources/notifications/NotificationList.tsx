import { Chip, Stack } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  ExportButton,
  List,
  SearchInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { KoreaDateTimeInput } from '../../inputs/KoreaDateTimeInput';
import { PublishBulkActions } from '../../bulk/PublishBulkActions';
import { csvExporter } from '../../providers/exporter';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { ResponsiveList } from '../../layout/ResponsiveList';
import { ListActions } from '../../layout/ListActions';
import { TimeColumn } from '../../fields/TimeColumn';
import { OffSiteChip } from '../../fields/OffSiteChip';
import { NoticeLanguages, languagesOf } from './NoticeLanguages';

const F = 'resources.center/notifications.filters';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="pinned" source="pinned" label={`${F}.pinnedOnly`} />,
  <BooleanInput key="published" source="published" />,
  <KoreaDateTimeInput key="since" source="publishedAt_gte" label={`${F}.publishedSince`} />,
  <KoreaDateTimeInput key="before" source="publishedAt_lte" label={`${F}.publishedBefore`} />,
];

const actions = (
  <ListActions>
    <ExportButton />
  </ListActions>
);

const exporter = csvExporter<RaRecord>('notices', [
  ['id', (r) => r.id],
  ['title', (r) => r.title],
  ['pinned', (r) => (r.pinned ? 'Y' : 'N')],
  ['published', (r) => (r.published ? 'Y' : 'N')],
  ['publishedAt', (r) => r.publishedAt],
  ['views', (r) => r.views],
  ['languages', (r) => languagesOf(r).join(' ')],
]);

/** A notice set to publish later is not on the site yet either. */
const scheduled = (record: RaRecord) => Boolean(record.published) && new Date(record.publishedAt) > new Date();

/**
 * 게시: ✓ once the notice is on the site; one published for a later time says 게시 예약 and when,
 * not ✓ (it is not on the site yet).
 */
function PublishedField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || !scheduled(record)) return <BooleanField source="published" />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} data-testid="notice-scheduled">
      <Chip label={translate('app.status.scheduled')} size="small" variant="outlined" />
      <KoreaTimeField source="publishedAt" variant="caption" />
    </Stack>
  );
}

export function NotificationList() {
  return (
    <List
      filters={filters}
      actions={actions}
      exporter={exporter}
      sort={{ field: 'publishedAt', order: 'DESC' }}
      perPage={25}
    >
      <ResponsiveList
        primaryText={(record) => String(record.title ?? '')}
        secondaryText={
          <>
            <KoreaTimeField source="publishedAt" /> <NoticeLanguages />
          </>
        }
        tertiaryText={<OffSiteChip off={(record) => !record.published || scheduled(record)} />}
      >
        <DataTable rowClick="edit" bulkActionButtons={<PublishBulkActions />}>
          <DataTable.Col source="id" />
          <DataTable.Col source="title" />
          <DataTable.Col source="languages" disableSort>
            <NoticeLanguages />
          </DataTable.Col>
          <DataTable.Col source="pinned" field={BooleanField} />
          <DataTable.Col source="published">
            <PublishedField />
          </DataTable.Col>
          <TimeColumn source="publishedAt" />
          <DataTable.NumberCol source="views" />
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
