import { useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import { Button as MuiButton } from '@mui/material';
import {
  BulkDeleteButton,
  Button,
  useListContext,
  useNotify,
  useTranslate,
  useRefresh,
  useUnselectAll,
  useUpdateMany,
} from 'react-admin';
import { RejectReasonDialog } from './RejectReasonField';
import { BulkSetButton } from '../../bulk/BulkSetButton';

const R = 'resources.clinic/reviews2';

/** Rejects every selected review with one reason, asked once; each member reads it on 내 후기. */
function BulkRejectButton() {
  const { selectedIds, resource } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const unselectAll = useUnselectAll(resource);
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const ready = reason.trim() !== '';
  const reject = () =>
    updateMany(
      resource,
      { ids: selectedIds, data: { status: 'rejected', rejectReason: reason.trim() } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          setReason('');
          unselectAll();
          refresh();
          notify(`${R}.notify.bulkRejected`, { type: 'info', messageArgs: { smart_count: selectedIds.length } });
        },
        onError: (err) =>
          notify(err instanceof Error && err.message ? err.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <>
      <Button label={`${R}.action.bulkReject`} onClick={() => setOpen(true)} color="error">
        <BlockIcon />
      </Button>
      <RejectReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(`${R}.action.bulkReject`)}
        question={
          <>
            {translate(`${R}.action.bulkRejectConfirm`, { smart_count: selectedIds.length })}{' '}
            {translate(`${R}.helper.rejectReason`)}
          </>
        }
        reason={reason}
        onReason={setReason}
        actions={
          <>
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton color="error" variant="contained" disabled={!ready || isPending} onClick={reject}>
              {translate(`${R}.action.rejectConfirm`)}
            </MuiButton>
          </>
        }
      />
    </>
  );
}

/** The queue's bulk actions: approve, reject with one reason, delete. */
export function BulkModeration() {
  return (
    <>
      <BulkSetButton
        label={`${R}.action.bulkApprove`}
        data={{ status: 'approved', rejectReason: '' }}
        icon={<CheckCircleIcon />}
      />
      <BulkRejectButton />
      <BulkDeleteButton mutationMode="pessimistic" />
    </>
  );
}
