import { useId } from 'react';
import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TreatmentStatistics } from '@clinic/contract';
import { COUNT_COLORS, useFormatters } from './format';
import { ChartSkeleton, LoadError } from './StatusViews';
import type { StatisticsState } from './useStatistics';

/**
 * A bar behind a figure, its length relative to the largest in the column (decoration only). A phone
 * shows the figures alone: with bars the table is wider than its screen.
 */
function Bar({ value, max, color }: { value: number; max: number; color: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', sm: 'block' },
        flex: 1,
        minWidth: 40,
        height: 8,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      <Box sx={{ width: `${max ? (value / max) * 100 : 0}%`, height: '100%', bgcolor: color, borderRadius: 1 }} />
    </Box>
  );
}

/** A count with its bar. */
function CountCell({ value, max, color, label }: { value: number; max: number; color: string; label: string }) {
  return (
    <TableCell align="right">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Bar value={value} max={max} color={color} />
        <Box component="span" sx={{ minWidth: '4ch', fontVariantNumeric: 'tabular-nums' }}>
          {label}
        </Box>
      </Box>
    </TableCell>
  );
}

/** Consultation requests and member reviews per treatment of interest in the range. */
export function TreatmentTable({
  state,
  subtitle,
}: {
  state: StatisticsState<TreatmentStatistics> & { retry: () => void };
  subtitle: string;
}) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const headingId = useId();
  const { data } = state;
  const rows = data?.rows ?? [];
  const maxForms = Math.max(0, ...rows.map((r) => r.forms));
  const maxReviews = Math.max(0, ...rows.map((r) => r.reviews));
  const total = (key: 'forms' | 'reviews') => rows.reduce((sum, row) => sum + row[key], 0);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {translate('app.dashboard.treatments.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {subtitle}
        </Typography>
        {state.status === 'error' ? (
          <LoadError message={state.error} onRetry={state.retry} />
        ) : !data ? (
          <ChartSkeleton height={240} />
        ) : (
          <TableContainer sx={{ opacity: state.status === 'loading' ? 0.5 : 1 }} aria-busy={state.status === 'loading'}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate('app.dashboard.treatments.treatment')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right" sx={{ width: '35%' }}>
                    {translate('app.dashboard.counts.forms')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right" sx={{ width: '35%' }}>
                    {translate('app.dashboard.counts.reviews')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.treatment} hover>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {translate(`app.treatments.${row.treatment}`)}
                    </TableCell>
                    <CountCell value={row.forms} max={maxForms} color={COUNT_COLORS.forms} label={number(row.forms)} />
                    <CountCell
                      value={row.reviews}
                      max={maxReviews}
                      color={COUNT_COLORS.reviews}
                      label={number(row.reviews)}
                    />
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {translate('app.dashboard.total')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {number(total('forms'))}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {number(total('reviews'))}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
