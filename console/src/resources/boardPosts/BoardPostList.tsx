import PushPinIcon from '@mui/icons-material/PushPin';
import { Stack } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { ConsolePost } from '@clinic/contract';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { SearchBox } from '../../inputs/SearchBox';

const R = 'resources.board-posts';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${R}.filters.search`} />,
  <ReferenceInput
    key="boardId"
    source="boardId"
    reference="boards"
    sort={{ field: 'position', order: 'ASC' }}
    perPage={100}
    alwaysOn
  >
    <SelectInput />
  </ReferenceInput>,
  <BooleanInput key="hidden" source="hidden" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

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
    <List filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
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
        <DataTable.Col source="createdAt" sx={{ whiteSpace: 'nowrap' }}>
          <KoreaTimeField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
