import { Alert, Button, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A box of the chart's size while the figures (or the chart code) load. */
export function ChartSkeleton({ height = 320 }: { height?: number }) {
  const translate = useTranslate();
  return (
    <Skeleton
      variant="rounded"
      height={height}
      role="progressbar"
      aria-label={translate('app.dashboard.loading')}
      sx={{ width: '100%' }}
    />
  );
}

/** The server's (translated) message, or a general one, and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.dashboard.retry')}
        </Button>
      }
    >
      {translate('app.dashboard.error')} {translate(message, { _: message })}
    </Alert>
  );
}
