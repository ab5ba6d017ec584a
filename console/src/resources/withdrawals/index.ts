import PersonOffIcon from '@mui/icons-material/PersonOff';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const WithdrawalList = lazyPage(() => import('./WithdrawalList'), 'WithdrawalList');

/** Spread into `<Resource name="users/withdrawals" {...withdrawals} />`: read-only. */
export const withdrawals = {
  list: WithdrawalList,
  icon: PersonOffIcon,
  recordRepresentation: (record: RaRecord) => String(record.username ?? record.id),
};
