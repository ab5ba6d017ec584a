import { createElement } from 'react';
import InsightsIcon from '@mui/icons-material/Insights';
import { SelectField } from 'react-admin';
import { mainCodeChoices } from '../../choices';
import { MainList } from './MainList';
import { MainCreate } from './MainCreate';
import { MainEdit } from './MainEdit';

/** Spread into `<Resource name="clinic/mains" {...mains} />`: the counters on the home page. */
export const mains = {
  list: MainList,
  create: MainCreate,
  edit: MainEdit,
  icon: InsightsIcon,
  recordRepresentation: createElement(SelectField, { source: 'code', choices: mainCodeChoices }),
};
