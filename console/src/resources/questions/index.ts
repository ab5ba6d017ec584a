import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import type { RaRecord } from 'react-admin';
import { QuestionList } from './QuestionList';
import { QuestionEdit } from './QuestionEdit';

/** Spread into `<Resource name="center/questions" {...questions} />`: members' 1:1 questions (no create). */
export const questions = {
  list: QuestionList,
  edit: QuestionEdit,
  icon: QuestionAnswerIcon,
  recordRepresentation: (record: RaRecord) => String(record.title ?? ''),
};
