import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import {
  Box,
  LinearProgress,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Snackbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import {
  AppBar,
  Confirm,
  Layout as RaLayout,
  TitlePortal,
  UserMenu,
  useLogout,
  useNotify,
  useRemoveFromStore,
  useSidebarState,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { onLogoutElsewhere } from '../providers/session';
import { uploadEvents, type UploadProblem, type UploadProgress } from '../providers/uploads';
import { Menu } from './Menu';
import { DesktopAlertsItem, InboxAlerts } from '../inbox/InboxAlerts';

/** 로그아웃 asks first, then says it is done (spec section 4, as the public site does). */
function LogoutItem() {
  const translate = useTranslate();
  const logout = useLogout();
  const notify = useNotify();
  const userMenu = useUserMenu();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <MenuItem onClick={() => setAsking(true)}>
        <ListItemIcon>
          <ExitIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('ra.auth.logout')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={asking}
        title="app.logout.title"
        content="app.logout.confirm"
        confirm="ra.auth.logout"
        onClose={() => {
          setAsking(false);
          userMenu?.onClose();
        }}
        onConfirm={async () => {
          setAsking(false);
          userMenu?.onClose();
          await logout();
          notify('app.logout.done', { type: 'info' });
        }}
      />
    </>
  );
}

/** The page's title in the app bar is its one h1 (every screen names itself once). */
function ConsoleAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <DesktopAlertsItem />
          <LogoutItem />
        </UserMenu>
      }
    >
      {/* A gap before the language menu: a long title on a phone ends in "…", never runs into its icon.
          react-admin wraps the title in an inline-block (its configurable element), which would be
          cut without the ellipsis: it flows as text instead. */}
      <TitlePortal component="h1" sx={{ mr: 1, '& .RaConfigurable-root': { display: 'inline' } }} />
    </AppBar>
  );
}

/**
 * On a tablet (600 to 1200 px) the menu starts folded to its icons, so the list beside it has the
 * width; the ☰ button opens it. A phone's menu is a drawer anyway; a desktop's starts open.
 */
function FoldMenuOnTablets() {
  const [, setOpen] = useSidebarState();
  const tablet = useMediaQuery((theme: Theme) => theme.breakpoints.between('sm', 'lg'), { noSsr: true });
  const folded = useRef(false);
  useEffect(() => {
    if (tablet && !folded.current) setOpen(false);
    folded.current = true;
  }, [tablet, setOpen]);
  return null;
}

/** When another tab logs out, this one leaves for the login page too. */
function FollowLogoutElsewhere() {
  const logout = useLogout();
  const notify = useNotify();
  useEffect(
    () =>
      onLogoutElsewhere(() => {
        void logout().then(() => notify('app.logout.done', { type: 'info' }));
      }),
    [logout, notify],
  );
  return null;
}

/**
 * While a save's images go up, how many have (a bar at the bottom of the screen); a save that kept its
 * record but not all of its images says so, and what to do.
 */
function UploadStatus() {
  const notify = useNotify();
  const translate = useTranslate();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  useEffect(() => {
    const follow = (event: Event) => {
      const detail = (event as CustomEvent<UploadProgress>).detail;
      setProgress(detail.finished ? null : detail);
    };
    uploadEvents.addEventListener('progress', follow);
    return () => uploadEvents.removeEventListener('progress', follow);
  }, []);
  useEffect(() => {
    const show = (event: Event) => {
      const { failed, message } = (event as CustomEvent<UploadProblem>).detail;
      notify('app.uploads.partial', {
        type: 'warning',
        autoHideDuration: null,
        messageArgs: { smart_count: failed, reason: message || '-' },
      });
    };
    uploadEvents.addEventListener('problem', show);
    return () => uploadEvents.removeEventListener('problem', show);
  }, [notify]);
  const label = progress ? translate('app.uploads.progress', { done: progress.done, total: progress.total }) : '';
  return (
    <Snackbar
      open={progress !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={
        <Box sx={{ minWidth: 240 }}>
          <Typography variant="body2" role="status">
            {label}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress ? (100 * progress.done) / Math.max(progress.total, 1) : 0}
            aria-label={label}
            sx={{ mt: 1 }}
          />
        </Box>
      }
    />
  );
}

/**
 * After a record is created, its list opens without the filters it last had, which could hide the
 * new record (a list filtered to 게시 안 함 after a published notice was added): it starts from its
 * own defaults again.
 */
function ClearListFiltersAfterCreate() {
  const queryClient = useQueryClient();
  const removeFromStore = useRemoveFromStore();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const key = event.mutation?.options.mutationKey;
        if (event.type !== 'updated' || event.mutation.state.status !== 'success' || !Array.isArray(key)) return;
        if (key[1] === 'create' && typeof key[0] === 'string') removeFromStore(`${key[0]}.listParams`);
      }),
    [queryClient, removeFromStore],
  );
  return null;
}

/**
 * Every progress indicator says what it is in the staff's language ("불러오는 중", "Loading"):
 * react-admin's spinners (the app bar's, a list's, a lazy page's) are MUI's, which have no name, so a
 * screen reader announced an unnamed progress bar each time the console fetched something. One given
 * its own label keeps it.
 */
function NamedProgress({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  // The outer theme with two default props more. (Not `createTheme(outer, …)`: checking a whole theme
  // against createTheme's options, with react-admin's component names added, cost the type check 40 s.)
  const named = useMemo(
    () =>
      (outer: Theme): Theme => {
        const { MuiCircularProgress, MuiLinearProgress } = outer.components ?? {};
        return {
          ...outer,
          components: {
            ...outer.components,
            MuiCircularProgress: {
              ...MuiCircularProgress,
              defaultProps: { ...MuiCircularProgress?.defaultProps, 'aria-label': label },
            },
            MuiLinearProgress: {
              ...MuiLinearProgress,
              defaultProps: { ...MuiLinearProgress?.defaultProps, 'aria-label': label },
            },
          },
        };
      },
    [label],
  );
  return <ThemeProvider theme={named}>{children}</ThemeProvider>;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <NamedProgress>
      <RaLayout menu={Menu} appBar={ConsoleAppBar}>
        <FollowLogoutElsewhere />
        <FoldMenuOnTablets />
        <UploadStatus />
        <ClearListFiltersAfterCreate />
        <InboxAlerts />
        {children}
      </RaLayout>
    </NamedProgress>
  );
}
