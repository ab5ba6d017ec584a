import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbOn';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const ReviewWordList = lazyPage(() => import('./ReviewWordList'), 'ReviewWordList');
const ReviewWordCreate = lazyPage(() => import('./ReviewWordCreate'), 'ReviewWordCreate');
const ReviewWordEdit = lazyPage(() => import('./ReviewWordEdit'), 'ReviewWordEdit');

/** Spread into `<Resource name="review-words" {...reviewWords} />`: expressions forbidden in reviews. */
export const reviewWords = {
  list: ReviewWordList,
  create: ReviewWordCreate,
  edit: ReviewWordEdit,
  icon: DoNotDisturbIcon,
  recordRepresentation: (record: RaRecord) => String(record.word ?? ''),
};
