import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { RaRecord } from 'react-admin';
import { FeeList } from './FeeList';
import { FeeCreate } from './FeeCreate';
import { FeeEdit } from './FeeEdit';

/** Spread into `<Resource name="clinic/fees" {...fees} />`: the public non-covered fee table. */
export const fees = {
  list: FeeList,
  create: FeeCreate,
  edit: FeeEdit,
  icon: RequestQuoteIcon,
  recordRepresentation: (record: RaRecord) => String(record.category?.ko ?? ''),
};
