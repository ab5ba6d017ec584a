import { Chip, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  AutocompleteInput,
  BooleanInput,
  DataTable,
  DeleteButton,
  List,
  ReferenceField,
  ReferenceInput,
  TextField,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ConsoleComment } from '@clinic/contract';
import { SearchBox } from '../../inputs/SearchBox';
import { OrderedReferenceInput } from '../../inputs/OrderedReferenceInput';
import { ListHelp } from '../../layout/ListHelp';
import { CommentHideButton } from './CommentHideButton';
import { ListActions } from '../../layout/ListActions';
import { TimeColumn } from '../../fields/TimeColumn';

const R = 'resources.board-comments';

const filters = [
  <SearchBox key="q" source="q" alwaysOn hint={`${R}.filters.search`} />,
  <OrderedReferenceInput key="boardId" source="boardId" reference="boards" alwaysOn />,
  <ReferenceInput key="postId" source="postId" reference="board-posts" sort={{ field: 'createdAt', order: 'DESC' }}>
    <AutocompleteInput filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 300 }} />
  </ReferenceInput>,
  <BooleanInput key="hidden" source="hidden" />,
];

/** No create and no export: members write comments; staff hide or delete them. */
const actions = <ListActions create={false} />;

function VisibilityField() {
  const record = useRecordContext<ConsoleComment>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={record.hidden ? 'filled' : 'outlined'}
      color={record.hidden ? 'default' : 'success'}
      label={translate(record.hidden ? `${R}.state.hidden` : `${R}.state.shown`)}
    />
  );
}

/** The post's title, opening the post in the console. */
function PostField() {
  const record = useRecordContext<ConsoleComment>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link component={RouterLink} to={createPath({ resource: 'board-posts', type: 'edit', id: record.postId })}>
      {record.postTitle || `#${record.postId}`}
    </Link>
  );
}

/** Newest first, across every board; each row hides/shows or deletes its comment. */
/** The name the site shows (masked), and for staff the member behind it, linked to their page. */
function CommentAuthorField() {
  const record = useRecordContext<ConsoleComment>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span" sx={{ wordBreak: 'keep-all' }}>
      {record.author}
      {record.userId !== null && record.memberUsername && (
        <>
          {' ('}
          <Link component={RouterLink} to={createPath({ resource: 'users', id: record.userId, type: 'edit' })}>
            {record.memberName || record.memberUsername}
          </Link>
          {')'}
        </>
      )}
    </Typography>
  );
}

export function BoardCommentList() {
  return (
    <List filters={filters} actions={actions} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <ListHelp text={`${R}.helper.list`} />
      <DataTable rowClick={false} sx={{ '& td, & th': { wordBreak: 'keep-all' } }}>
        <TimeColumn source="createdAt" oneLine />
        <DataTable.Col source="boardId">
          <ReferenceField source="boardId" reference="boards" link={false} />
        </DataTable.Col>
        <DataTable.Col source="postId">
          <PostField />
        </DataTable.Col>
        <DataTable.Col source="author" disableSort>
          <CommentAuthorField />
        </DataTable.Col>
        <DataTable.Col source="body" disableSort>
          <TextField source="body" sx={{ whiteSpace: 'pre-wrap', display: 'block', maxWidth: 480 }} />
        </DataTable.Col>
        <DataTable.Col source="hidden">
          <VisibilityField />
        </DataTable.Col>
        <DataTable.Col label={`${R}.fields.actions`} disableSort sx={{ whiteSpace: 'nowrap' }}>
          <CommentHideButton />
          <DeleteButton mutationMode="pessimistic" redirect={false} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
