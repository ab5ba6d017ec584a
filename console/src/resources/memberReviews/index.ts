import ReviewsIcon from '@mui/icons-material/Reviews';
import { lazyPage } from '../../lazyPage';

const MemberReviewList = lazyPage(() => import('./MemberReviewList'), 'MemberReviewList');
const MemberReviewEdit = lazyPage(() => import('./MemberReviewEdit'), 'MemberReviewEdit');

/** Spread into `<Resource name="clinic/reviews2" {...memberReviews} />`: reviews members write (no create). */
export const memberReviews = {
  list: MemberReviewList,
  edit: MemberReviewEdit,
  icon: ReviewsIcon,
  recordRepresentation: 'title',
};
