import WebAssetIcon from '@mui/icons-material/WebAsset';
import type { RaRecord } from 'react-admin';
import { PopupList } from './PopupList';
import { PopupCreate } from './PopupCreate';
import { PopupEdit } from './PopupEdit';

/** Spread into `<Resource name="popups" {...popups} />`. */
export const popups = {
  list: PopupList,
  create: PopupCreate,
  edit: PopupEdit,
  icon: WebAssetIcon,
  recordRepresentation: (record: RaRecord) => String(record.title?.ko ?? ''),
};
