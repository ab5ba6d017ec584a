import WebAssetIcon from '@mui/icons-material/WebAsset';
import { lazyPage } from '../../lazyPage';

const PopupList = lazyPage(() => import('./PopupList'), 'PopupList');
const PopupCreate = lazyPage(() => import('./PopupInputs'), 'PopupCreate');
const PopupEdit = lazyPage(() => import('./PopupInputs'), 'PopupEdit');

/** Spread into `<Resource name="popups" {...popups} />`. */
export const popups = {
  list: PopupList,
  create: PopupCreate,
  edit: PopupEdit,
  icon: WebAssetIcon,
  recordRepresentation: 'title.ko',
};
