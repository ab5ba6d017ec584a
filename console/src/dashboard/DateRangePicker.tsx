import { useState } from 'react';
import { Button, ButtonGroup, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PRESETS, presetOf, presetRange, rangeProblem, type DayRange } from './dates';

interface DateRangePickerProps {
  value: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}

/**
 * From and to as two date inputs (Korean calendar days) and quick ranges ending today. A typed day
 * applies once the range is whole and in order; until then the inputs say what is wrong.
 */
export function DateRangePicker({ value, today, onChange }: DateRangePickerProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<DayRange>(value);
  // A range set elsewhere (a quick range, the address) replaces the draft; typing keeps its focus.
  const [seen, setSeen] = useState<DayRange>(value);
  if (seen.from !== value.from || seen.to !== value.to) {
    setSeen(value);
    setDraft(value);
  }
  const problem = rangeProblem(draft);
  const active = presetOf(value, today);

  const change = (next: DayRange) => {
    setDraft(next);
    if (!rangeProblem(next)) onChange(next);
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      alignItems={{ xs: 'stretch', sm: 'flex-start' }}
      flexWrap="wrap"
      gap={1.5}
      role="group"
      aria-label={translate('app.dashboard.range.label')}
    >
      <Stack direction="row" gap={1.5}>
        <TextField
          type="date"
          size="small"
          label={translate('app.dashboard.range.from')}
          value={draft.from}
          onChange={(event) => change({ ...draft, from: event.target.value })}
          error={Boolean(problem)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: draft.to || today } }}
          sx={{ minWidth: 150 }}
        />
        <TextField
          type="date"
          size="small"
          label={translate('app.dashboard.range.to')}
          value={draft.to}
          onChange={(event) => change({ ...draft, to: event.target.value })}
          error={Boolean(problem)}
          helperText={problem ? translate(problem) : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.from || undefined } }}
          sx={{ minWidth: 150 }}
        />
      </Stack>
      <ButtonGroup
        size="small"
        variant="outlined"
        aria-label={translate('app.dashboard.range.presets')}
        sx={{ mt: { sm: '4px' } }}
      >
        {PRESETS.map((preset) => (
          <Button
            key={preset}
            variant={active === preset ? 'contained' : 'outlined'}
            aria-pressed={active === preset}
            onClick={() => change(presetRange(preset, today))}
          >
            {translate(`app.dashboard.range.${preset}`)}
          </Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
