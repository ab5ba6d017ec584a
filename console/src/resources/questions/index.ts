import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { lazyPage } from '../../lazyPage';

const QuestionList = lazyPage(() => import('./QuestionList'), 'QuestionList');
const QuestionEdit = lazyPage(() => import('./QuestionEdit'), 'QuestionEdit');

/** Spread into `<Resource name="center/questions" {...questions} />`: members' 1:1 questions (no create). */
export const questions = {
  list: QuestionList,
  edit: QuestionEdit,
  icon: QuestionAnswerIcon,
  recordRepresentation: 'title',
};
