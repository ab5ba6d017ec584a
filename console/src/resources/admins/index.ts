import BadgeIcon from '@mui/icons-material/Badge';
import type { RaRecord } from 'react-admin';
import { AdminList } from './AdminList';
import { AdminCreate } from './AdminCreate';
import { AdminEdit } from './AdminEdit';

/** Spread into `<Resource name="user/admins" {...admins} />`: staff accounts, apart from members. */
export const admins = {
  list: AdminList,
  create: AdminCreate,
  edit: AdminEdit,
  icon: BadgeIcon,
  recordRepresentation: (record: RaRecord) =>
    record.name ? `${String(record.name)} (${String(record.username)})` : String(record.username ?? record.id),
};
