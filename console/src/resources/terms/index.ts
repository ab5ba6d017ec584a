import GavelIcon from '@mui/icons-material/Gavel';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const TermList = lazyPage(() => import('./TermList'), 'TermList');
const TermCreate = lazyPage(() => import('./TermInputs'), 'TermCreate');
const TermEdit = lazyPage(() => import('./TermInputs'), 'TermEdit');

/** Spread into `<Resource name="terms" {...terms} />`: versioned terms and consents. */
export const terms = {
  list: TermList,
  create: TermCreate,
  edit: TermEdit,
  icon: GavelIcon,
  recordRepresentation: (record: RaRecord) => `${String(record.title?.ko ?? record.code)} (${String(record.version)})`,
};
