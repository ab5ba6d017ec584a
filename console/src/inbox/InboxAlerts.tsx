import { useEffect, useRef, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import { Alert, Button, IconButton, ListItemIcon, ListItemText, MenuItem, Snackbar, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import type { InboxCounts, InboxNewest } from '@clinic/contract';
import { STATISTICS_KEY, useInbox } from './useInbox';
import { desktopAlertsOn, desktopAlertsSupported, showDesktopAlert, switchDesktopAlerts } from './desktopAlerts';

type Kind = Exclude<keyof InboxNewest, 'member'>;
const KINDS: readonly Kind[] = ['form', 'question', 'review'];

/** The console's route of a record of each kind (App.tsx: BrowserRouter under /console). */
const ROUTES: Record<Kind, string> = {
  form: '/forms',
  question: '/center/questions',
  review: '/clinic/reviews2',
};

interface News {
  kind: Kind;
  id: number;
}

const recordPath = ({ kind, id }: News) => `${ROUTES[kind]}/${id}`;
const waiting = (inbox: InboxCounts) => inbox.formsNew + inbox.questionsWaiting + inbox.reviewsPending;
const sameCounts = (a: InboxCounts, b: InboxCounts) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the inbox's poll (useInbox) sees, told to staff wherever they are in the console:
 * - a request, question or review newer than the last poll's: an alert naming its number, with a
 *   link that opens it (and a desktop alert when staff switched those on); the newest of each kind
 *   stays until opened or closed;
 * - any change at all: the dashboard's statistics asked again (today's and this month's figures);
 * - the browser tab's title starts with how many wait ("(3) 관리자 콘솔").
 * The first answer after login is where it starts from: what was there before is no news.
 */
export function InboxAlerts() {
  const inbox = useInbox();
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [news, setNews] = useState<News[]>([]);
  const seen = useRef<InboxCounts | undefined>(undefined);

  useEffect(() => {
    if (!inbox) return;
    const before = seen.current;
    seen.current = inbox;
    if (!before || sameCounts(before, inbox)) return;
    void queryClient.invalidateQueries({ queryKey: STATISTICS_KEY });
    const arrived = KINDS.filter((kind) => inbox.newest[kind] > before.newest[kind]).map((kind) => ({
      kind,
      id: inbox.newest[kind],
    }));
    if (arrived.length === 0) return;
    setNews((shown) => [...arrived, ...shown.filter((old) => !arrived.some((n) => n.kind === old.kind))]);
    for (const item of arrived)
      showDesktopAlert(translate(`app.inbox.news.${item.kind}`, { id: item.id }), `${item.kind}-${item.id}`, () =>
        navigate(recordPath(item)),
      );
  }, [inbox, queryClient, translate, navigate]);

  const title = translate('app.title');
  const count = inbox ? waiting(inbox) : 0;
  useEffect(() => {
    document.title = count > 0 ? `(${count}) ${title}` : title;
  }, [count, title]);
  useEffect(() => () => void (document.title = title), [title]);

  const dismiss = (item: News) => setNews((shown) => shown.filter((n) => n !== item));
  return (
    <Snackbar
      open={news.length > 0}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={{ top: { xs: 64, sm: 72 } }}
    >
      <Stack gap={1} sx={{ width: { xs: '100%', sm: 420 } }}>
        {news.map((item) => (
          <Alert
            key={`${item.kind}-${item.id}`}
            data-testid="inbox-news"
            severity="info"
            variant="filled"
            elevation={6}
            sx={{ alignItems: 'center', wordBreak: 'keep-all' }}
            action={
              <>
                <Button
                  component={Link}
                  to={recordPath(item)}
                  onClick={() => dismiss(item)}
                  color="inherit"
                  size="small"
                  variant="outlined"
                  aria-label={translate('app.inbox.openRecord', { id: item.id })}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {translate('app.inbox.open')}
                </Button>
                <IconButton
                  color="inherit"
                  size="small"
                  aria-label={translate('app.inbox.close')}
                  onClick={() => dismiss(item)}
                  sx={{ ml: 0.5 }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            }
          >
            {translate(`app.inbox.news.${item.kind}`, { id: item.id })}
          </Alert>
        ))}
      </Stack>
    </Snackbar>
  );
}

/**
 * The user menu's switch for desktop alerts (a checked menu item; the bell crossed out while off): the browser asks for permission only when staff switch
 * it on; a browser that blocks them is said so. Absent where the browser has no such alerts.
 */
export function DesktopAlertsItem() {
  const translate = useTranslate();
  const notify = useNotify();
  const [on, setOn] = useState(desktopAlertsOn);
  if (!desktopAlertsSupported()) return null;
  const toggle = async () => {
    const result = await switchDesktopAlerts(!on);
    setOn(result === 'on');
    notify(`app.inbox.desktop.${result}`, { type: result === 'denied' ? 'warning' : 'info' });
  };
  return (
    <MenuItem onClick={() => void toggle()} role="menuitemcheckbox" aria-checked={on}>
      <ListItemIcon>
        {on ? <NotificationsActiveIcon fontSize="small" color="primary" /> : <NotificationsOffIcon fontSize="small" />}
      </ListItemIcon>
      <ListItemText>{translate('app.inbox.desktop.label')}</ListItemText>
    </MenuItem>
  );
}
