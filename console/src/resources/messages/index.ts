import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import type { RaRecord } from 'react-admin';
import { lazyPage } from '../../lazyPage';

const MessageList = lazyPage(() => import('./MessageList'), 'MessageList');
const MessageShow = lazyPage(() => import('./MessageShow'), 'MessageShow');
/** The compose screen (custom route COMPOSE_PATH), loaded like the resource pages when first opened. */
export const ComposePage = lazyPage(() => import('./ComposePage'), 'ComposePage');
export { COMPOSE_PATH } from './delivery';

/**
 * Spread into `<Resource name="messages" {...messages} />`: the history of e-mails and SMS staff sent
 * to members, read-only. Writing one is the custom route COMPOSE_PATH (ComposePage).
 */
export const messages = {
  list: MessageList,
  show: MessageShow,
  icon: ForwardToInboxIcon,
  recordRepresentation: (record: RaRecord) => String(record.subject || `#${String(record.id)}`),
};

/** `<Resource name="message-recipients" {...messageRecipients} />`: no page of its own (shown inside a message). */
export const messageRecipients = {
  recordRepresentation: (record: RaRecord) => String(record.name || record.address || record.id),
};
