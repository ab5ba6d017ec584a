import QuizIcon from '@mui/icons-material/Quiz';
import { lazyPage } from '../../lazyPage';

const FaqList = lazyPage(() => import('./FaqList'), 'FaqList');
const FaqCreate = lazyPage(() => import('./FaqInputs'), 'FaqCreate');
const FaqEdit = lazyPage(() => import('./FaqInputs'), 'FaqEdit');

/** Spread into `<Resource name="center/faqs" {...faqs} />`. */
export const faqs = {
  list: FaqList,
  create: FaqCreate,
  edit: FaqEdit,
  icon: QuizIcon,
  recordRepresentation: 'question.ko',
};
