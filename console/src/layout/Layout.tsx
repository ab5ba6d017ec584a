import { useEffect, useState, type ReactNode } from 'react';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  AppBar,
  Confirm,
  Layout as RaLayout,
  UserMenu,
  useLogout,
  useNotify,
  useRemoveFromStore,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { onLogoutElsewhere } from '../providers/session';
import { uploadProblems, type UploadProblem } from '../providers/uploads';
import { Menu } from './Menu';

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

function ConsoleAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <LogoutItem />
        </UserMenu>
      }
    />
  );
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

/** A save that kept its record but not all of its images says so, and what to do. */
function ReportUploadProblems() {
  const notify = useNotify();
  useEffect(() => {
    const show = (event: Event) => {
      const { failed, message } = (event as CustomEvent<UploadProblem>).detail;
      notify('app.uploads.partial', {
        type: 'warning',
        autoHideDuration: null,
        messageArgs: { smart_count: failed, reason: message || '-' },
      });
    };
    uploadProblems.addEventListener('problem', show);
    return () => uploadProblems.removeEventListener('problem', show);
  }, [notify]);
  return null;
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

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout menu={Menu} appBar={ConsoleAppBar}>
      <FollowLogoutElsewhere />
      <ReportUploadProblems />
      <ClearListFiltersAfterCreate />
      {children}
    </RaLayout>
  );
}
