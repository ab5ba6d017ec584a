import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

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
