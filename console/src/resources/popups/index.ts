import WebAssetIcon from '@mui/icons-material/WebAsset';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const PopupList = lazyPage(() => import('./PopupList'), 'PopupList');
const PopupCreate = lazyPage(() => import('./PopupCreate'), 'PopupCreate');
const PopupEdit = lazyPage(() => import('./PopupEdit'), 'PopupEdit');

/** Spread into `<Resource name="popups" {...popups} />`. */
export const popups = {
  list: PopupList,
  create: PopupCreate,
  edit: PopupEdit,
  icon: WebAssetIcon,
  recordRepresentation: (record: RaRecord) => String(record.title?.ko ?? ''),
};
