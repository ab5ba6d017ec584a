import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbOn';
import { lazyPage } from '../../lazyPage';

const ReviewWordList = lazyPage(() => import('./ReviewWordList'), 'ReviewWordList');
const ReviewWordCreate = lazyPage(() => import('./ReviewWordInputs'), 'ReviewWordCreate');
const ReviewWordEdit = lazyPage(() => import('./ReviewWordInputs'), 'ReviewWordEdit');

/** Spread into `<Resource name="review-words" {...reviewWords} />`: expressions forbidden in reviews. */
export const reviewWords = {
  list: ReviewWordList,
  create: ReviewWordCreate,
  edit: ReviewWordEdit,
  icon: DoNotDisturbIcon,
  recordRepresentation: 'word',
};
