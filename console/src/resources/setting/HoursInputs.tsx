import { BooleanInput, TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Stack, Typography } from '@mui/material';
import { dayHours, HOURS_NOTE_MAX, WEEKDAYS, type DayHours, type Weekday } from '@clinic/contract';
import { TranslatedInputs, TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { keepText } from '../../inputs/parse';

const H = 'resources.setting.hours';
type TimeField = 'open' | 'close' | 'lunchStart' | 'lunchEnd';

/** The console's message for a contract code (`closeAfterOpen`, `required` …). */
const CONSOLE_MESSAGE: Record<string, string> = {
  required: 'ra.validation.required',
  clockTime: 'app.validation.clockTime',
  closeAfterOpen: 'app.validation.closeAfterOpen',
  lunchOrder: 'app.validation.lunchOrder',
  lunchInsideHours: 'app.validation.lunchInsideHours',
};

/**
 * One time of one day, checked by the contract's rule for the whole day (`dayHours`: close after
 * open, lunch inside the hours …), so the form says what the API would, on the same field.
 */
const dayRule =
  (day: Weekday, field: TimeField): Validator =>
  (_value: unknown, values: { hours?: Partial<Record<Weekday, DayHours>> }) => {
    const checked = dayHours.safeParse(values.hours?.[day] ?? {});
    if (checked.success) return undefined;
    const issue = checked.error.issues.find((i) => i.path[0] === field);
    if (!issue) return undefined;
    const key = issue.message.split('?')[0]!;
    return CONSOLE_MESSAGE[key] ?? 'app.validation.clockTime';
  };

function DayRow({ day }: { day: Weekday }) {
  const translate = useTranslate();
  const closed = useWatch({ name: `hours.${day}.closed` }) === true;
  const name = translate(`${H}.days.${day}`);
  const time = (field: TimeField) => (
    <TextInput
      key={field}
      source={`hours.${day}.${field}`}
      label={translate(`${H}.${field}`, { day: name })}
      type="time"
      parse={keepText}
      validate={dayRule(day, field)}
      InputLabelProps={{ shrink: true }}
      inputProps={{ step: 60 }}
      helperText={false}
      disabled={closed}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 180 } }}
    />
  );
  return (
    <Box
      component="fieldset"
      data-testid={`hours-${day}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 0, mb: 1.5, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {name}
      </Typography>
      <BooleanInput source={`hours.${day}.closed`} label={translate(`${H}.closed`, { day: name })} helperText={false} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap flexWrap="wrap">
        {time('open')}
        {time('close')}
        {time('lunchStart')}
        {time('lunchEnd')}
      </Stack>
    </Box>
  );
}

/**
 * 진료시간: per weekday open and close (or closed) and a lunch break (both times, or none), whether
 * the clinic is closed on public holidays, and a note per language. The public site writes them out
 * in each language (the information page, the guide, the FAQ answer, the home page, the JSON-LD).
 * A closed day keeps its times (greyed out), so switching it back on restores them.
 */
export function HoursInputs() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${H}.help`)}
      </Typography>
      {WEEKDAYS.map((day) => (
        <DayRow key={day} day={day} />
      ))}
      <BooleanInput source="closedOnHolidays" helperText={`resources.setting.helper.closedOnHolidays`} />
      <TranslatedInputs groupKey="hoursNote" optional>
        <TranslatedTextInput
          source="hoursNote"
          max={HOURS_NOTE_MAX}
          required={false}
          helperText="resources.setting.helper.hoursNote"
          multiline
        />
      </TranslatedInputs>
    </>
  );
}
