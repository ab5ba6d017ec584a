import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const LevelList = lazyPage(() => import('./LevelList'), 'LevelList');
const LevelCreate = lazyPage(() => import('./LevelCreate'), 'LevelCreate');
const LevelEdit = lazyPage(() => import('./LevelEdit'), 'LevelEdit');

/** Spread into `<Resource name="users/levels" {...memberLevels} />`: the levels members are put in. */
export const memberLevels = {
  list: LevelList,
  create: LevelCreate,
  edit: LevelEdit,
  icon: MilitaryTechIcon,
  recordRepresentation: (record: RaRecord) => String(record.name ?? ''),
};
