import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import type { RaRecord } from 'react-admin';
import { LevelList } from './LevelList';
import { LevelCreate } from './LevelCreate';
import { LevelEdit } from './LevelEdit';

/** Spread into `<Resource name="users/levels" {...memberLevels} />`: the levels members are put in. */
export const memberLevels = {
  list: LevelList,
  create: LevelCreate,
  edit: LevelEdit,
  icon: MilitaryTechIcon,
  recordRepresentation: (record: RaRecord) => String(record.name ?? ''),
};
