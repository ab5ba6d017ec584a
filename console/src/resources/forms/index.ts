import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyPage } from '../../lazyPage';

const FormList = lazyPage(() => import('./FormList'), 'FormList');
const FormEdit = lazyPage(() => import('./FormEdit'), 'FormEdit');

/** Spread into `<Resource name="forms" {...forms} />`: consultation requests (no create). */
export const forms = {
  list: FormList,
  edit: FormEdit,
  icon: SupportAgentIcon,
  recordRepresentation: 'name',
};
