import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import { lazyPage } from '../../lazyPage';

const LevelList = lazyPage(() => import('./LevelList'), 'LevelList');
const LevelCreate = lazyPage(() => import('./LevelInputs'), 'LevelCreate');
const LevelEdit = lazyPage(() => import('./LevelInputs'), 'LevelEdit');

/** Spread into `<Resource name="users/levels" {...memberLevels} />`: the levels members are put in. */
export const memberLevels = {
  list: LevelList,
  create: LevelCreate,
  edit: LevelEdit,
  icon: MilitaryTechIcon,
  recordRepresentation: 'name',
};
