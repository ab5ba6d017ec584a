import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazyPage } from '../../lazyPage';

const FeeList = lazyPage(() => import('./FeeList'), 'FeeList');
const FeeCreate = lazyPage(() => import('./FeeInputs'), 'FeeCreate');
const FeeEdit = lazyPage(() => import('./FeeInputs'), 'FeeEdit');

/** Spread into `<Resource name="clinic/fees" {...fees} />`: the public non-covered fee table. */
export const fees = {
  list: FeeList,
  create: FeeCreate,
  edit: FeeEdit,
  icon: RequestQuoteIcon,
  recordRepresentation: 'category.ko',
};
