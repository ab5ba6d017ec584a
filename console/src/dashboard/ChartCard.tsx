import { Suspense, useId, useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { useTranslate } from 'react-admin';
import { ChartSkeleton, LoadError } from './StatusViews';
import { visuallyHidden } from '../layout/visuallyHidden';
import type { StatisticsState } from './useStatistics';

interface ChartCardProps<T> {
  title: string;
  subtitle?: string;
  state: StatisticsState<T> & { retry: () => void };
  /** The chart (lazy: rendered inside Suspense) and the same figures as a table. */
  chart: (data: T) => ReactNode;
  /** `scroll`: the table is on screen (else read by screen readers only). */
  table: (data: T, caption: string, scroll: boolean) => ReactNode;
  height?: number;
}

/**
 * A chart with its heading, a skeleton while the figures or the chart code load, an error with a
 * retry, and a button that swaps the chart for its table. While the chart is shown, the table is
 * still there for screen readers (visually hidden), so nobody depends on the picture.
 */
export function ChartCard<T>({ title, subtitle, state, chart, table, height = 320 }: ChartCardProps<T>) {
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const { data } = state;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" alignItems="flex-start" justifyContent="space-between" gap={1} sx={{ mb: 1 }}>
          <Box>
            <Typography id={headingId} variant="h6" component="h2">
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          <Button
            size="small"
            aria-pressed={asTable}
            startIcon={asTable ? <ShowChartIcon /> : <TableChartIcon />}
            onClick={() => setAsTable((shown) => !shown)}
            disabled={!data}
            sx={{ flexShrink: 0 }}
          >
            {translate(asTable ? 'app.dashboard.showChart' : 'app.dashboard.showTable')}
          </Button>
        </Stack>
        {state.status === 'error' ? (
          <LoadError message={state.error} onRetry={state.retry} />
        ) : !data ? (
          <ChartSkeleton height={height} />
        ) : (
          <Box
            sx={{ opacity: state.status === 'loading' ? 0.5 : 1, transition: 'opacity 0.2s' }}
            aria-busy={state.status === 'loading'}
          >
            {asTable ? (
              table(data, title, true)
            ) : (
              <>
                <Suspense fallback={<ChartSkeleton height={height} />}>{chart(data)}</Suspense>
                <Box sx={visuallyHidden}>{table(data, title, false)}</Box>
              </>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
