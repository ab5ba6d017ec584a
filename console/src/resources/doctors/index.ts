import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import { lazyPage } from '../../lazyPage';

const DoctorList = lazyPage(() => import('./DoctorList'), 'DoctorList');
const DoctorCreate = lazyPage(() => import('./DoctorInputs'), 'DoctorCreate');
const DoctorEdit = lazyPage(() => import('./DoctorInputs'), 'DoctorEdit');

/**
 * Spread into `<Resource name="clinic/doctors" {...doctors} />`: the doctors of the team page, the
 * main page's director card (the first shown) and the Physician JSON-LD.
 */
export const doctors = {
  list: DoctorList,
  create: DoctorCreate,
  edit: DoctorEdit,
  icon: MedicalServicesIcon,
  recordRepresentation: 'nameKo',
};
