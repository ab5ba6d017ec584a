import HealingIcon from '@mui/icons-material/Healing';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const TreatmentList = lazyPage(() => import('./TreatmentList'), 'TreatmentList');
const TreatmentCreate = lazyPage(() => import('./TreatmentInputs'), 'TreatmentCreate');
const TreatmentEdit = lazyPage(() => import('./TreatmentInputs'), 'TreatmentEdit');

/**
 * Spread into `<Resource name="treatments" {...treatments} />`: 치료 방법, the menu's treatments and the
 * main page's cards, each with its page (its words in 페이지 문구). Hidden, never deleted.
 */
export const treatments = {
  list: TreatmentList,
  create: TreatmentCreate,
  edit: TreatmentEdit,
  icon: HealingIcon,
  recordRepresentation: (record: RaRecord) => String(record.name?.ko ?? record.slug ?? ''),
};
