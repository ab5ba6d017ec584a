import ArticleIcon from '@mui/icons-material/Article';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const PageList = lazyPage(() => import('./PageList'), 'PageList');
const PageTextEdit = lazyPage(() => import('./PageTextEdit'), 'PageTextEdit');

/** Spread into `<Resource name="pages" {...pages} />`: the public pages and each language's state. */
export const pages = {
  list: PageList,
  icon: ArticleIcon,
  recordRepresentation: (record: RaRecord) => String(record.title ?? record.key ?? ''),
};

/** `<Resource name="page-texts" {...pageTexts} />`: one page in one language (draft, publish, revisions). */
export const pageTexts = {
  edit: PageTextEdit,
  recordRepresentation: (record: RaRecord) => String(record.content?.title ?? record.key ?? ''),
};
