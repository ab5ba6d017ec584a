import { Stack } from '@mui/material';
import { KoreaDateTimeInput } from './KoreaDateTimeInput';
import { endsAfterStart } from './parse';

/**
 * When a popup or banner shows (`startsAt`, `endsAt`, in Korea time; empty means now / no end), side
 * by side; the end must come after the start. `helper` is the resource's helper-text prefix.
 */
export function ScheduleInputs({ helper }: { helper: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <KoreaDateTimeInput source="startsAt" helperText={`${helper}.startsAt`} />
      <KoreaDateTimeInput source="endsAt" helperText={`${helper}.endsAt`} validate={endsAfterStart} />
    </Stack>
  );
}
