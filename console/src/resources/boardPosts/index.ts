import ArticleIcon from '@mui/icons-material/Article';
import type { RaRecord } from 'react-admin';
import { BoardPostList } from './BoardPostList';
import { BoardPostCreate } from './BoardPostCreate';
import { BoardPostEdit } from './BoardPostEdit';

/** Spread into `<Resource name="board-posts" {...boardPosts} />`: posts of every board, with files. */
export const boardPosts = {
  list: BoardPostList,
  create: BoardPostCreate,
  edit: BoardPostEdit,
  icon: ArticleIcon,
  recordRepresentation: (record: RaRecord) => String(record.title ?? ''),
};
