import { createElement } from 'react';
import InsightsIcon from '@mui/icons-material/Insights';
import { SelectField } from 'react-admin';
import { mainCodeChoices } from '../../choices';
import { lazyPage } from '../../lazyPage';

const MainList = lazyPage(() => import('./MainList'), 'MainList');
const MainCreate = lazyPage(() => import('./MainInputs'), 'MainCreate');
const MainEdit = lazyPage(() => import('./MainInputs'), 'MainEdit');

/** Spread into `<Resource name="clinic/mains" {...mains} />`: the counters on the home page. */
export const mains = {
  list: MainList,
  create: MainCreate,
  edit: MainEdit,
  icon: InsightsIcon,
  recordRepresentation: createElement(SelectField, { source: 'code', choices: mainCodeChoices }),
};
