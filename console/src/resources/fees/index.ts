import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const FeeList = lazyPage(() => import('./FeeList'), 'FeeList');
const FeeCreate = lazyPage(() => import('./FeeCreate'), 'FeeCreate');
const FeeEdit = lazyPage(() => import('./FeeEdit'), 'FeeEdit');

/** Spread into `<Resource name="clinic/fees" {...fees} />`: the public non-covered fee table. */
export const fees = {
  list: FeeList,
  create: FeeCreate,
  edit: FeeEdit,
  icon: RequestQuoteIcon,
  recordRepresentation: (record: RaRecord) => String(record.category?.ko ?? ''),
};
