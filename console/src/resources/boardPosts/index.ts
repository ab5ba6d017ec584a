import ArticleIcon from '@mui/icons-material/Article';
import { lazyPage } from '../../lazyPage';

const BoardPostList = lazyPage(() => import('./BoardPostList'), 'BoardPostList');
const BoardPostCreate = lazyPage(() => import('./BoardPostCreate'), 'BoardPostCreate');
const BoardPostEdit = lazyPage(() => import('./BoardPostEdit'), 'BoardPostEdit');

/** Spread into `<Resource name="board-posts" {...boardPosts} />`: posts of every board, with files. */
export const boardPosts = {
  list: BoardPostList,
  create: BoardPostCreate,
  edit: BoardPostEdit,
  icon: ArticleIcon,
  recordRepresentation: 'title',
};
