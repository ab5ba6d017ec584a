import BadgeIcon from '@mui/icons-material/Badge';
import { lazyPage } from '../../lazyPage';
import { accountName } from '../../fields/accountName';

const AdminList = lazyPage(() => import('./AdminList'), 'AdminList');
const AdminCreate = lazyPage(() => import('./AdminCreate'), 'AdminCreate');
const AdminEdit = lazyPage(() => import('./AdminEdit'), 'AdminEdit');

/** Spread into `<Resource name="user/admins" {...admins} />`: staff accounts, apart from members. */
export const admins = {
  list: AdminList,
  create: AdminCreate,
  edit: AdminEdit,
  icon: BadgeIcon,
  recordRepresentation: accountName,
};
