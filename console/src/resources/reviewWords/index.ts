import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbOn';
import type { RaRecord } from 'react-admin';
import { ReviewWordList } from './ReviewWordList';
import { ReviewWordCreate } from './ReviewWordCreate';
import { ReviewWordEdit } from './ReviewWordEdit';

/** Spread into `<Resource name="review-words" {...reviewWords} />`: expressions forbidden in reviews. */
export const reviewWords = {
  list: ReviewWordList,
  create: ReviewWordCreate,
  edit: ReviewWordEdit,
  icon: DoNotDisturbIcon,
  recordRepresentation: (record: RaRecord) => String(record.word ?? ''),
};
