/**
 * The two charts, in their own chunk: only the dashboard loads this file (React.lazy in
 * ChartCard's users), so MUI X Charts stays out of the console's main bundle.
 */
import { useId, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { Counts, DayOfWeekStatistics, MonthlyStatistics } from '@clinic/contract';
import { COUNT_COLORS, COUNT_KEYS, type CountKey } from './format';

export interface ChartProps<T> {
  data: T;
  /** The chart's accessible name and description. */
  title: string;
  desc: string;
  labels: Record<CountKey, string>;
  number: (value: number) => string;
  /** Axis labels: short month / weekday names. */
  tick: (value: string | number) => string;
  height?: number;
}

const seriesOf = (rows: ReadonlyArray<Counts>, labels: Record<CountKey, string>, number: (value: number) => string) =>
  COUNT_KEYS.map((key) => ({
    id: key,
    label: labels[key],
    color: COUNT_COLORS[key],
    data: rows.map((row) => row[key]),
    valueFormatter: (value: number | null) => (value === null ? '' : number(value)),
  }));

/**
 * The picture as one image with a name and a description; its figures are in the table beside it
 * (ChartCard), so the SVG's own parts (ticks, legend) are not read one by one.
 */
function ChartImage({ title, desc, children }: { title: string; desc: string; children: ReactNode }) {
  const descId = useId();
  return (
    <Box role="img" aria-label={title} aria-describedby={descId}>
      <Box id={descId} sx={{ display: 'none' }}>
        {desc}
      </Box>
      {children}
    </Box>
  );
}

const integerTicks = (number: (value: number) => string) => (value: number) =>
  Number.isInteger(value) ? number(value) : '';

/** New members, requests, questions and reviews per month of the range. */
export function MonthlyChart({ data, title, desc, labels, number, tick, height = 320 }: ChartProps<MonthlyStatistics>) {
  return (
    <ChartImage title={title} desc={desc}>
      <LineChart
        height={height}
        // Room for the last month's label, which sits on the right edge.
        margin={{ right: 24 }}
        xAxis={[
          {
            scaleType: 'point',
            data: data.series.map((row) => row.period),
            valueFormatter: (value: string) => tick(value),
          },
        ]}
        yAxis={[{ min: 0, valueFormatter: integerTicks(number), width: 48 }]}
        series={seriesOf(data.series, labels, number).map((s) => ({
          ...s,
          // Straight segments: a smoothed curve would suggest values between the months.
          curve: 'linear' as const,
          showMark: data.series.length <= 24,
        }))}
        grid={{ horizontal: true }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </ChartImage>
  );
}

/** The same four figures by weekday (Korea time), Sunday first. */
export function DayOfWeekChart({
  data,
  title,
  desc,
  labels,
  number,
  tick,
  height = 320,
}: ChartProps<DayOfWeekStatistics>) {
  return (
    <ChartImage title={title} desc={desc}>
      <BarChart
        height={height}
        xAxis={[
          { scaleType: 'band', data: data.series.map((row) => row.day), valueFormatter: (day: number) => tick(day) },
        ]}
        yAxis={[{ min: 0, valueFormatter: integerTicks(number), width: 48 }]}
        series={seriesOf(data.series, labels, number)}
        grid={{ horizontal: true }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </ChartImage>
  );
}
