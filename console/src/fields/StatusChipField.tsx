import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export type ChipColor = 'default' | 'info' | 'success' | 'warning' | 'error';

/**
 * The record's `status` as a chip: its colour from `colors`, its label from `app.<labels>.<status>`;
 * statuses that need attention (`filled`) are drawn solid.
 */
export function StatusChipField<S extends string>({
  colors,
  labels,
  filled,
}: {
  colors: Record<S, ChipColor>;
  labels: string;
  filled: (status: S) => boolean;
}) {
  const record = useRecordContext<{ id: number | string; status: S }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={filled(record.status) ? 'filled' : 'outlined'}
      color={colors[record.status] ?? 'default'}
      label={translate(`app.${labels}.${record.status}`, { _: record.status })}
    />
  );
}
