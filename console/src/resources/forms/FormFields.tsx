import { Chip, Link } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatPhone } from './phone';

const STATUS_COLORS = { new: 'error', in_progress: 'warning', done: 'success' } as const;

/** 신규 / 처리 중 / 완료 as a coloured chip, so new requests stand out in the list. */
export function FormStatusField() {
  const record = useRecordContext<{ id: number; status: keyof typeof STATUS_COLORS }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={record.status === 'done' ? 'outlined' : 'filled'}
      color={STATUS_COLORS[record.status] ?? 'default'}
      label={translate(`app.formStatus.${record.status}`)}
    />
  );
}

/** The phone number with hyphens, as a tel: link (stops the row click from opening the request). */
export function PhoneField() {
  const record = useRecordContext<{ id: number; phone: string }>();
  if (!record?.phone) return null;
  return (
    <Link href={`tel:${record.phone}`} onClick={(event) => event.stopPropagation()} variant="body2">
      {formatPhone(record.phone)}
    </Link>
  );
}
