import CampaignIcon from '@mui/icons-material/Campaign';
import type { RaRecord } from 'react-admin';
import { NotificationList } from './NotificationList';
import { NotificationCreate } from './NotificationCreate';
import { NotificationEdit } from './NotificationEdit';

/** Spread into `<Resource name="center/notifications" {...notifications} />`. */
export const notifications = {
  list: NotificationList,
  create: NotificationCreate,
  edit: NotificationEdit,
  icon: CampaignIcon,
  recordRepresentation: (record: RaRecord) => String(record.title),
};
