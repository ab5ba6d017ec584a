import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const MemberList = lazyPage(() => import('./MemberList'), 'MemberList');
const MemberCreate = lazyPage(() => import('./MemberCreate'), 'MemberCreate');
const MemberEdit = lazyPage(() => import('./MemberEdit'), 'MemberEdit');

/** Spread into `<Resource name="users" {...members} />`: members only (staff accounts are `user/admins`). */
export const members = {
  list: MemberList,
  create: MemberCreate,
  edit: MemberEdit,
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) =>
    record.name ? `${String(record.name)} (${String(record.username)})` : String(record.username ?? record.id),
};
