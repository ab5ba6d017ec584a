import HistoryIcon from '@mui/icons-material/History';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const ChangeHistoryList = lazyPage(() => import('./ChangeHistoryList'), 'ChangeHistoryList');

/** Spread into `<Resource name="change-history" {...changeHistory} />`: read only. */
export const changeHistory = {
  list: ChangeHistoryList,
  icon: HistoryIcon,
  recordRepresentation: (record: RaRecord) => String(record.id),
};
