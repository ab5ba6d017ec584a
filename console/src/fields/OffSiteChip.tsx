import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';

/**
 * "홈페이지에 안 보임" after a record's name in a phone's one-line list, when `off` says patients do
 * not see it (a draft, a hidden post, a switched-off fee): the table shows that in its own column.
 */
export function OffSiteChip<R extends RaRecord = RaRecord>({ off }: { off: (record: R) => boolean }) {
  const record = useRecordContext<R>();
  const translate = useTranslate();
  if (!record || !off(record)) return null;
  return <Chip label={translate('app.offSite')} size="small" variant="outlined" sx={{ ml: 1 }} />;
}
