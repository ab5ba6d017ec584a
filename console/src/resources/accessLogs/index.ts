import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const AccessLogList = lazyPage(() => import('./AccessLogList'), 'AccessLogList');

/** Spread into `<Resource name="access-logs" {...accessLogs} />`: read-only (PIPA access log). */
export const accessLogs = {
  list: AccessLogList,
  icon: ManageSearchIcon,
  recordRepresentation: (record: RaRecord) => String(record.id),
};
