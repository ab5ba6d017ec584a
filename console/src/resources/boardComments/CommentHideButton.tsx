import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { ConsoleComment } from '@clinic/contract';

const R = 'resources.board-comments';

/** Hides a comment from the public site, or shows it again (consoleCommentUpdate `{ hidden }`). */
export function CommentHideButton() {
  const record = useRecordContext<ConsoleComment>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ConsoleComment>();
  if (!record) return null;
  const hide = !record.hidden;
  return (
    <Button
      label={hide ? `${R}.action.hide` : `${R}.action.show`}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void update(
          'board-comments',
          { id: record.id, data: { hidden: hide }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify(hide ? `${R}.notify.hidden` : `${R}.notify.shown`, { type: 'info' }),
            onError: (error) =>
              notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
          },
        );
      }}
    >
      {hide ? <VisibilityOffIcon /> : <VisibilityIcon />}
    </Button>
  );
}
