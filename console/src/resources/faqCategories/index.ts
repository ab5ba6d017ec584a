import CategoryIcon from '@mui/icons-material/Category';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const FaqCategoryList = lazyPage(() => import('./FaqCategoryList'), 'FaqCategoryList');
const FaqCategoryCreate = lazyPage(() => import('./FaqCategoryInputs'), 'FaqCategoryCreate');
const FaqCategoryEdit = lazyPage(() => import('./FaqCategoryInputs'), 'FaqCategoryEdit');

/** Spread into `<Resource name="center/faq-categories" {...faqCategories} />`. */
export const faqCategories = {
  list: FaqCategoryList,
  create: FaqCategoryCreate,
  edit: FaqCategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: (record: RaRecord) => String(record.name?.ko ?? record.code ?? ''),
};
