import SettingsIcon from '@mui/icons-material/Settings';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const SettingEdit = lazyPage(() => import('./SettingEdit'), 'SettingEdit');

/**
 * Spread into `<Resource name="setting" {...setting} />`. Not a list: the menu item "사이트 설정"
 * (the list route, /console/setting) opens the one settings record, `setting/clinic`.
 */
export const setting = {
  list: SettingEdit,
  edit: SettingEdit,
  icon: SettingsIcon,
  recordRepresentation: (record: RaRecord) => String(record.id),
};
