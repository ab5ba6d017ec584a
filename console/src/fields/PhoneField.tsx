import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatPhone } from '@clinic/contract';

/** The phone number with hyphens, as a tel: link (stops a row click from opening the record). */
export function PhoneField({ source = 'phone' }: { source?: string }) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (typeof value !== 'string' || !value) return null;
  return (
    <Link href={`tel:${value}`} onClick={(event) => event.stopPropagation()} variant="body2">
      {formatPhone(value)}
    </Link>
  );
}
