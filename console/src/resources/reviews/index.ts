import RateReviewIcon from '@mui/icons-material/RateReview';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const ReviewList = lazyPage(() => import('./ReviewList'), 'ReviewList');
const ReviewCreate = lazyPage(() => import('./ReviewCreate'), 'ReviewCreate');
const ReviewEdit = lazyPage(() => import('./ReviewEdit'), 'ReviewEdit');

/** Spread into `<Resource name="clinic/reviews" {...reviews} />`: curated review cards. */
export const reviews = {
  list: ReviewList,
  create: ReviewCreate,
  edit: ReviewEdit,
  icon: RateReviewIcon,
  recordRepresentation: (record: RaRecord) => String(record.title ?? ''),
};
