import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { MemberList } from './MemberList';
import { MemberCreate } from './MemberCreate';
import { MemberEdit } from './MemberEdit';

/** Spread into `<Resource name="users" {...members} />`: members only (staff accounts are `user/admins`). */
export const members = {
  list: MemberList,
  create: MemberCreate,
  edit: MemberEdit,
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) =>
    record.name ? `${String(record.name)} (${String(record.username)})` : String(record.username ?? record.id),
};
