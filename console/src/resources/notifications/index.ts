import CampaignIcon from '@mui/icons-material/Campaign';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const NotificationList = lazyPage(() => import('./NotificationList'), 'NotificationList');
const NotificationCreate = lazyPage(() => import('./NotificationCreate'), 'NotificationCreate');
const NotificationEdit = lazyPage(() => import('./NotificationEdit'), 'NotificationEdit');

/** Spread into `<Resource name="center/notifications" {...notifications} />`. */
export const notifications = {
  list: NotificationList,
  create: NotificationCreate,
  edit: NotificationEdit,
  icon: CampaignIcon,
  recordRepresentation: (record: RaRecord) => String(record.title),
};
