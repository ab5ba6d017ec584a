import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatPhone } from '@clinic/contract';

/** Where a message went: an e-mail address as it is, a phone number with hyphens (010-1234-5678). */
export function AddressField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (typeof value !== 'string' || !value) return null;
  return (
    <Typography variant="body2" component="span" sx={{ wordBreak: 'break-all' }}>
      {formatPhone(value)}
    </Typography>
  );
}
