import { lazy, useCallback, useMemo } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { Title, useAuthenticated, useTranslate } from 'react-admin';
import {
  isCalendarDay,
  type DayOfWeekStatistics,
  type MonthlyStatistics,
  type StatisticsSummary,
  type TreatmentStatistics,
} from '@clinic/contract';
import { ChartCard } from './ChartCard';
import { DateRangePicker } from './DateRangePicker';
import { DemoChecklist } from './DemoChecklist';
import { FiguresTable } from './FiguresTable';
import { KpiCards } from './KpiCards';
import { TreatmentTable } from './TreatmentTable';
import { koreaToday, presetRange, rangeProblem, type DayRange } from './dates';
import { COUNT_KEYS, useFormatters, type CountKey } from './format';
import { useStatistics } from './useStatistics';

// MUI X Charts lives in this chunk only (see Charts.tsx).
const MonthlyChart = lazy(() => import('./Charts').then((m) => ({ default: m.MonthlyChart })));
const DayOfWeekChart = lazy(() => import('./Charts').then((m) => ({ default: m.DayOfWeekChart })));

const D = 'app.dashboard';

/** The range in the address (`?from=2026-01-01&to=2026-11-21`), or the last 12 months. */
function useRange(today: string): [DayRange, (range: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const range = useMemo(() => {
    const asked = { from: from ?? '', to: to ?? '' };
    return isCalendarDay(asked.from) && isCalendarDay(asked.to) && !rangeProblem(asked)
      ? asked
      : presetRange('last12Months', today);
  }, [from, to, today]);
  const setRange = useCallback(
    (next: DayRange) => setParams({ from: next.from, to: next.to }, { replace: true }),
    [setParams],
  );
  return [range, setRange];
}

/**
 * The console's home (`/` and `/dashboard`): what waits for staff and today's and this month's
 * figures, then the chosen range as a monthly line chart, a weekday bar chart and a table per
 * treatment. Every figure is counted in Korea time by the API.
 */
export function Dashboard() {
  const { authenticated } = useAuthenticated();
  const translate = useTranslate();
  const format = useFormatters();
  const today = koreaToday();
  const [range, setRange] = useRange(today);

  // Ask once the session is confirmed (react-admin renders the home while it checks).
  const enabled = authenticated === true;
  const summary = useStatistics<StatisticsSummary>('summary', { enabled });
  const monthly = useStatistics<MonthlyStatistics>('monthly', { range, enabled });
  const dayOfWeek = useStatistics<DayOfWeekStatistics>('day-of-week', { range, enabled });
  const treatments = useStatistics<TreatmentStatistics>('treatments', { range, enabled });

  const labels = useMemo(
    () =>
      Object.fromEntries(COUNT_KEYS.map((key) => [key, translate(`${D}.counts.${key}`)])) as Record<CountKey, string>,
    [translate],
  );
  const rangeText = translate(`${D}.range.summary`, { from: range.from, to: range.to });
  const total = translate(`${D}.total`);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={`${D}.title`} />
      <Stack gap={2}>
        <KpiCards state={summary} today={today} />
        <DemoChecklist />

        <Stack
          direction={{ xs: 'column', lg: 'row' }}
          justifyContent="space-between"
          alignItems={{ xs: 'flex-start', lg: 'center' }}
          gap={1.5}
          sx={{ pt: 1 }}
        >
          <Box>
            <Typography variant="h6" component="h2">
              {translate(`${D}.range.heading`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {rangeText}
            </Typography>
          </Box>
          <DateRangePicker value={range} today={today} onChange={setRange} />
        </Stack>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <ChartCard
            title={translate(`${D}.monthly.title`)}
            subtitle={rangeText}
            state={monthly}
            chart={(data) => (
              <MonthlyChart
                data={data}
                title={translate(`${D}.monthly.title`)}
                desc={translate(`${D}.monthly.desc`, { from: range.from, to: range.to })}
                labels={labels}
                number={format.number}
                tick={(period) => format.monthShort(String(period))}
              />
            )}
            table={(data, caption, scroll) => (
              <FiguresTable
                caption={caption}
                scroll={scroll}
                rowHeading={translate(`${D}.monthly.period`)}
                rows={data.series.map((row) => ({ key: row.period, label: format.monthLong(row.period), counts: row }))}
                labels={labels}
                number={format.number}
                totalLabel={total}
              />
            )}
          />
          <ChartCard
            title={translate(`${D}.dayOfWeek.title`)}
            subtitle={rangeText}
            state={dayOfWeek}
            chart={(data) => (
              <DayOfWeekChart
                data={data}
                title={translate(`${D}.dayOfWeek.title`)}
                desc={translate(`${D}.dayOfWeek.desc`, { from: range.from, to: range.to })}
                labels={labels}
                number={format.number}
                tick={(day) => format.dayShort(Number(day))}
              />
            )}
            table={(data, caption, scroll) => (
              <FiguresTable
                caption={caption}
                scroll={scroll}
                rowHeading={translate(`${D}.dayOfWeek.day`)}
                rows={data.series.map((row) => ({ key: row.day, label: format.dayLong(row.day), counts: row }))}
                labels={labels}
                number={format.number}
                totalLabel={total}
              />
            )}
          />
        </Box>

        <TreatmentTable state={treatments} subtitle={rangeText} />
      </Stack>
    </Box>
  );
}
