import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../../lazyPage';
import { accountName } from '../../fields/accountName';

const MemberList = lazyPage(() => import('./MemberList'), 'MemberList');
const MemberCreate = lazyPage(() => import('./MemberCreate'), 'MemberCreate');
const MemberEdit = lazyPage(() => import('./MemberEdit'), 'MemberEdit');

/** Spread into `<Resource name="users" {...members} />`: members only (staff accounts are `user/admins`). */
export const members = {
  list: MemberList,
  create: MemberCreate,
  edit: MemberEdit,
  icon: PeopleIcon,
  recordRepresentation: accountName,
};
