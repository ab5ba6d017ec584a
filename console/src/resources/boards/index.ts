import ForumIcon from '@mui/icons-material/Forum';
import type { RaRecord } from 'react-admin';
import { BoardList } from './BoardList';
import { BoardCreate } from './BoardCreate';
import { BoardEdit } from './BoardEdit';

/** Spread into `<Resource name="boards" {...boards} />`: staff-defined boards (news, press, columns). */
export const boards = {
  list: BoardList,
  create: BoardCreate,
  edit: BoardEdit,
  icon: ForumIcon,
  recordRepresentation: (record: RaRecord) => String(record.name?.ko || record.key || ''),
};
