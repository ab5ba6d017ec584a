import RateReviewIcon from '@mui/icons-material/RateReview';
import type { RaRecord } from 'react-admin';
import { ReviewList } from './ReviewList';
import { ReviewCreate } from './ReviewCreate';
import { ReviewEdit } from './ReviewEdit';

/** Spread into `<Resource name="clinic/reviews" {...reviews} />`: curated review cards. */
export const reviews = {
  list: ReviewList,
  create: ReviewCreate,
  edit: ReviewEdit,
  icon: RateReviewIcon,
  recordRepresentation: (record: RaRecord) => String(record.title ?? ''),
};
