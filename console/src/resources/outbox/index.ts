import OutboxIcon from '@mui/icons-material/Outbox';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const OutboxList = lazyPage(() => import('./OutboxList'), 'OutboxList');

/** Spread into `<Resource name="outbox" {...outbox} />`: read-only, what mail and SMS services wrote. */
export const outbox = {
  list: OutboxList,
  icon: OutboxIcon,
  recordRepresentation: (record: RaRecord) => String(record.subject || record.to || record.id),
};
