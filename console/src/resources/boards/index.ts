import ForumIcon from '@mui/icons-material/Forum';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const BoardList = lazyPage(() => import('./BoardList'), 'BoardList');
const BoardCreate = lazyPage(() => import('./BoardInputs'), 'BoardCreate');
const BoardEdit = lazyPage(() => import('./BoardInputs'), 'BoardEdit');

/** Spread into `<Resource name="boards" {...boards} />`: staff-defined boards (news, press, columns). */
export const boards = {
  list: BoardList,
  create: BoardCreate,
  edit: BoardEdit,
  icon: ForumIcon,
  recordRepresentation: (record: RaRecord) => String(record.name?.ko || record.key || ''),
};
