import { Box, Card, CardActionArea, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Counts, StatisticsSummary } from '@clinic/contract';
import { firstOfMonth } from '@clinic/contract';
import { COUNT_COLORS, COUNT_KEYS, useFormatters, type CountKey } from './format';
import { koreaDayStart } from '../inputs/parse';
import { listLink } from './dates';
import { LoadError } from './StatusViews';
import type { StatisticsState } from './useStatistics';
import { useInbox } from '../inbox/useInbox';

/** The list each figure opens, filtered to what the figure counts. */
const LIST_OF: Record<CountKey, string> = {
  members: 'users',
  forms: 'forms',
  questions: 'center/questions',
  reviews: 'clinic/reviews2',
};

interface Tile {
  key: string;
  label: string;
  value: number | undefined;
  to: string;
  color: string;
  /** The tile needs attention (something waits for staff). */
  alert?: boolean;
  note?: string;
}

function KpiTile({ tile, group }: { tile: Tile; group: string }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const shown = tile.value === undefined ? undefined : number(tile.value);
  return (
    <Card
      variant="outlined"
      sx={{
        borderLeft: 4,
        borderLeftColor: tile.alert ? 'warning.main' : tile.color,
        height: '100%',
      }}
    >
      <CardActionArea
        component={Link}
        to={tile.to}
        aria-label={
          shown === undefined
            ? undefined
            : translate('app.dashboard.kpi.link', { group, label: tile.label, count: shown })
        }
        sx={{
          height: '100%',
          p: 1.5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'keep-all' }}>
          {tile.label}
        </Typography>
        <Typography
          component="p"
          variant="h4"
          data-testid={`kpi-${tile.key}`}
          sx={{
            fontWeight: 600,
            fontVariantNumeric: 'tabular-nums',
            color: tile.alert ? 'warning.dark' : 'text.primary',
          }}
        >
          {shown ?? <Skeleton width="3ch" />}
        </Typography>
        {tile.note && (
          <Typography variant="caption" color="text.secondary">
            {tile.note}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}

type Columns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

function KpiGroup({ title, tiles, columns }: { title: string; tiles: Tile[]; columns: Columns }) {
  const templates = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, n]) => [breakpoint, `repeat(${n}, minmax(0, 1fr))`]),
  );
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 1.5, bgcolor: 'grey.50' }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: templates,
        }}
      >
        {tiles.map((tile) => (
          <Box component="li" key={tile.key}>
            <KpiTile tile={tile} group={title} />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/*
 * Wide screens: waiting | today | this month side by side (1 : 2 : 2), the four figures 2 x 2.
 * Tablets with the sidebar: waiting across the top, today and this month beside each other.
 * Narrower (the sidebar folds away): one group per row, the four figures in a row.
 */
const WAITING_COLUMNS: Columns = { xs: 1, sm: 3, lg: 1 };
const PERIOD_COLUMNS: Columns = { xs: 2, sm: 4, md: 2 };

/**
 * Today, this month (Korea time) and what waits for staff, each figure a link to its list filtered
 * the same way: since the start of today / of this month, waiting questions, pending reviews.
 */
export function KpiCards({
  state,
  today,
}: {
  state: StatisticsState<StatisticsSummary> & { retry: () => void };
  today: string;
}) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const summary = state.data;
  // What waits is counted live (polled, as in the menu); the summary's figures until the first answer.
  const inbox = useInbox();
  const questionsWaiting = inbox?.questionsWaiting ?? summary?.questionsWaiting;
  const reviewsPending = inbox?.reviewsPending ?? summary?.reviewsPending;
  const label = (key: CountKey) => translate(`app.dashboard.counts.${key}`);
  const since = (day: string, period: 'today' | 'month', counts: Counts | undefined): Tile[] =>
    COUNT_KEYS.map((key) => ({
      key: `${period}-${key}`,
      label: label(key),
      value: counts?.[key],
      to: listLink(LIST_OF[key], { createdAt_gte: koreaDayStart(day) }),
      color: COUNT_COLORS[key],
    }));

  const waiting: Tile[] = [
    {
      key: 'formsNew',
      label: translate('app.inbox.formsNew'),
      value: inbox?.formsNew,
      to: listLink('forms', { status: 'new' }),
      color: COUNT_COLORS.forms,
      alert: Boolean(inbox?.formsNew),
    },
    {
      key: 'questionsWaiting',
      label: translate('app.dashboard.kpi.questionsWaiting'),
      value: questionsWaiting,
      to: listLink('center/questions', { status: 'waiting' }),
      color: COUNT_COLORS.questions,
      alert: Boolean(questionsWaiting),
    },
    {
      key: 'reviewsPending',
      label: translate('app.dashboard.kpi.reviewsPending'),
      value: reviewsPending,
      to: listLink('clinic/reviews2', { status: 'pending' }),
      color: COUNT_COLORS.reviews,
      alert: Boolean(reviewsPending),
      note:
        summary === undefined
          ? undefined
          : translate('app.dashboard.kpi.reviewsApproved', { count: number(summary.reviewsApproved) }),
    },
  ];

  return (
    <Stack gap={1.5}>
      {state.status === 'error' && <LoadError message={state.error} onRetry={state.retry} />}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 2fr 2fr' },
          '& > :first-of-type': { gridColumn: { md: '1 / -1', lg: 'auto' } },
        }}
      >
        <KpiGroup title={translate('app.dashboard.kpi.waiting')} tiles={waiting} columns={WAITING_COLUMNS} />
        <KpiGroup
          title={translate('app.dashboard.kpi.today')}
          tiles={since(today, 'today', summary?.today)}
          columns={PERIOD_COLUMNS}
        />
        <KpiGroup
          title={translate('app.dashboard.kpi.month')}
          tiles={since(firstOfMonth(today), 'month', summary?.month)}
          columns={PERIOD_COLUMNS}
        />
      </Box>
    </Stack>
  );
}
