import CampaignIcon from '@mui/icons-material/Campaign';
import { lazyPage } from '../../lazyPage';

const NotificationList = lazyPage(() => import('./NotificationList'), 'NotificationList');
const NotificationCreate = lazyPage(() => import('./NotificationInputs'), 'NotificationCreate');
const NotificationEdit = lazyPage(() => import('./NotificationInputs'), 'NotificationEdit');

/** Spread into `<Resource name="center/notifications" {...notifications} />`. */
export const notifications = {
  list: NotificationList,
  create: NotificationCreate,
  edit: NotificationEdit,
  icon: CampaignIcon,
  recordRepresentation: 'title',
};
