import QuizIcon from '@mui/icons-material/Quiz';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const FaqList = lazyPage(() => import('./FaqList'), 'FaqList');
const FaqCreate = lazyPage(() => import('./FaqCreate'), 'FaqCreate');
const FaqEdit = lazyPage(() => import('./FaqEdit'), 'FaqEdit');

/** Spread into `<Resource name="center/faqs" {...faqs} />`. */
export const faqs = {
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
  icon: QuizIcon,
  recordRepresentation: (record: RaRecord) => String(record.question?.ko ?? ''),
};
