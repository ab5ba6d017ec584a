import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyPage } from '../../lazyPage';

const ReviewList = lazyPage(() => import('./ReviewList'), 'ReviewList');
const ReviewCreate = lazyPage(() => import('./ReviewInputs'), 'ReviewCreate');
const ReviewEdit = lazyPage(() => import('./ReviewInputs'), 'ReviewEdit');

/** Spread into `<Resource name="clinic/reviews" {...reviews} />`: curated review cards. */
export const reviews = {
  list: ReviewList,
  create: ReviewCreate,
  edit: ReviewEdit,
  icon: RateReviewIcon,
  recordRepresentation: 'title',
};
