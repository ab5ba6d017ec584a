import ArticleIcon from '@mui/icons-material/Article';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const PageList = lazyPage(() => import('./PageList'), 'PageList');
const PageEdit = lazyPage(() => import('./PageInputs'), 'PageEdit');

/** Spread into `<Resource name="pages" {...pages} />`: the public pages' texts (no create or delete). */
export const pages = {
  list: PageList,
  edit: PageEdit,
  icon: ArticleIcon,
  recordRepresentation: (record: RaRecord) => String(record.title?.ko ?? record.key ?? ''),
};
