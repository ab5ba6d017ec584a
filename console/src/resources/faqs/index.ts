import QuizIcon from '@mui/icons-material/Quiz';
import type { RaRecord } from 'react-admin';
import { FaqList } from './FaqList';
import { FaqCreate } from './FaqCreate';
import { FaqEdit } from './FaqEdit';

/** Spread into `<Resource name="center/faqs" {...faqs} />`. */
export const faqs = {
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
  icon: QuizIcon,
  recordRepresentation: (record: RaRecord) => String(record.question?.ko ?? ''),
};
