import CategoryIcon from '@mui/icons-material/Category';
import type { RaRecord } from 'react-admin';
import { FaqCategoryList } from './FaqCategoryList';
import { FaqCategoryCreate } from './FaqCategoryCreate';
import { FaqCategoryEdit } from './FaqCategoryEdit';

/** Spread into `<Resource name="center/faq-categories" {...faqCategories} />`. */
export const faqCategories = {
  list: FaqCategoryList,
  create: FaqCategoryCreate,
  edit: FaqCategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: (record: RaRecord) => String(record.name?.ko ?? record.code ?? ''),
};
