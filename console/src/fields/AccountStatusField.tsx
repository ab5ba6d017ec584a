import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const COLORS = { active: 'success', disabled: 'warning', withdrawn: 'default' } as const;

/** 정상 / 이용 정지 / 탈퇴 as a chip (members and staff accounts). */
export function AccountStatusField() {
  const record = useRecordContext<{ id: number; status: keyof typeof COLORS }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={record.status === 'active' ? 'outlined' : 'filled'}
      color={COLORS[record.status] ?? 'default'}
      label={translate(`app.accountStatus.${record.status}`, { _: record.status })}
    />
  );
}
