import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** An amount in won with thousands separators: "3,300,000원" / "₩3,300,000". */
export function WonField({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = record?.[source];
  if (typeof value !== 'number') return null;
  return (
    <Typography variant="body2" component="span">
      {translate('app.won', { amount: value.toLocaleString('ko-KR') })}
    </Typography>
  );
}
