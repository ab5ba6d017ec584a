import PushPinIcon from '@mui/icons-material/PushPin';
import { Stack } from '@mui/material';
import { BooleanField, BooleanInput, DataTable, List, ReferenceField, TextField, useRecordContext } from 'react-admin';
import type { ConsolePost } from '@clinic/contract';
import { SearchBox } from '../../inputs/SearchBox';
import { OrderedReferenceInput } from '../../inputs/OrderedReferenceInput';
import { ResponsiveList } from '../../layout/ResponsiveList';
import { ListActions } from '../../layout/ListActions';
import { TimeColumn } from '../../fields/TimeColumn';
import { OffSiteChip } from '../../fields/OffSiteChip';

const R = 'resources.board-posts';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${R}.filters.search`} />,
  <OrderedReferenceInput key="boardId" source="boardId" reference="boards" alwaysOn />,
  <BooleanInput key="hidden" source="hidden" />,
];

/** The title, with a pin when the post is pinned to the top of its board. */
function TitleField() {
  const record = useRecordContext<ConsolePost>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {record.pinned && <PushPinIcon fontSize="small" color="primary" aria-hidden />}
      <TextField source="title" />
    </Stack>
  );
}

/** Newest first across all boards (or one board, with the filter). */
export function BoardPostList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <ResponsiveList
        primaryText={<TitleField />}
        secondaryText={
          <>
            <ReferenceField source="boardId" reference="boards" link={false} /> · <TextField source="author" />
          </>
        }
        tertiaryText={<OffSiteChip off={(record) => Boolean(record.hidden)} />}
      >
        <DataTable rowClick="edit" sx={{ '& td, & th': { wordBreak: 'keep-all' } }}>
          <DataTable.Col source="id" />
          <DataTable.Col source="boardId" disableSort>
            <ReferenceField source="boardId" reference="boards" link={false} />
          </DataTable.Col>
          <DataTable.Col source="title">
            <TitleField />
          </DataTable.Col>
          <DataTable.Col source="author" disableSort />
          <DataTable.Col source="pinned" field={BooleanField} />
          <DataTable.Col source="hidden" field={BooleanField} />
          <DataTable.NumberCol source="views" />
          <DataTable.NumberCol source="comments" disableSort />
          <TimeColumn source="createdAt" oneLine />
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
