import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { KoreaTimeField } from './KoreaTimeField';

/** `startsAt ~ endsAt` in Korea time; an empty end reads as "no limit". */
export function ScheduleField() {
  const record = useRecordContext<{ id: number; startsAt: string | null; endsAt: string | null }>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.startsAt && !record.endsAt) {
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {translate('app.schedule.always')}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" component="span">
      <KoreaTimeField source="startsAt" emptyText="app.schedule.now" />
      {' ~ '}
      <KoreaTimeField source="endsAt" emptyText="app.schedule.open" />
    </Typography>
  );
}
