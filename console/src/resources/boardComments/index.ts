import CommentIcon from '@mui/icons-material/Comment';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const BoardCommentList = lazyPage(() => import('./BoardCommentList'), 'BoardCommentList');

/** Spread into `<Resource name="board-comments" {...boardComments} />`: list, hide, delete (no create or edit). */
export const boardComments = {
  list: BoardCommentList,
  icon: CommentIcon,
  recordRepresentation: (record: RaRecord) => {
    const body = String(record.body ?? '');
    return body.length > 30 ? `${body.slice(0, 30)}…` : body;
  },
};
