import { useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import {
  Button,
  DeleteButton,
  SaveButton,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { RejectReasonDialog } from './RejectReasonField';
import type { MemberReview, MemberReviewUpdate } from '@clinic/contract';

const R = 'resources.clinic/reviews2';

/**
 * What staff may change (memberReviewUpdate): the API ignores the rest of the record, but only these
 * go up. A review without a treatment keeps it empty (the schema takes a treatment or nothing).
 */
export function editableFields(data: Partial<MemberReview>): MemberReviewUpdate {
  return {
    title: data.title,
    content: data.content,
    ...(data.treatment ? { treatment: data.treatment } : {}),
    status: data.status,
    rejectReason: data.rejectReason ?? '',
  };
}

/** Saves the form as it is and approves the review; back to the queue. */
function ApproveButton() {
  const record = useRecordContext<MemberReview>();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record) return null;
  return (
    <SaveButton
      type="button"
      label={`${R}.action.approve`}
      icon={<CheckCircleIcon />}
      color="success"
      alwaysEnable={record.status !== 'approved'}
      disabled={record.status === 'approved'}
      transform={(data: Partial<MemberReview>) => ({ ...editableFields(data), status: 'approved', rejectReason: '' })}
      mutationOptions={{
        onSuccess: () => {
          notify(`${R}.notify.approved`, { type: 'success' });
          redirect('list', 'clinic/reviews2');
        },
      }}
    />
  );
}

/** Asks for the reason the member will read, then saves the form as rejected; back to the queue. */
function RejectButton() {
  const record = useRecordContext<MemberReview>();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!record) return null;
  const ready = reason.trim() !== '';
  const start = () => {
    setReason(record.rejectReason ?? '');
    setOpen(true);
  };
  return (
    <>
      <Button label={`${R}.action.reject`} onClick={start} color="error" variant="outlined" size="medium">
        <BlockIcon />
      </Button>
      <RejectReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(`${R}.action.rejectTitle`)}
        question={translate(`${R}.helper.rejectReason`)}
        reason={reason}
        onReason={setReason}
        actions={
          <>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton
              type="button"
              label={`${R}.action.rejectConfirm`}
              icon={<BlockIcon />}
              color="error"
              alwaysEnable={ready}
              disabled={!ready}
              transform={(data: Partial<MemberReview>) => ({
                ...editableFields(data),
                status: 'rejected',
                rejectReason: reason.trim(),
              })}
              mutationOptions={{
                onSuccess: () => {
                  setOpen(false);
                  notify(`${R}.notify.rejected`, { type: 'info' });
                  redirect('list', 'clinic/reviews2');
                },
              }}
            />
          </>
        }
      />
    </>
  );
}

/** Save (corrections only), approve, reject with a reason; delete on the far side. */
export function ModerationToolbar() {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton variant="outlined" />
      <ApproveButton />
      <RejectButton />
      <DeleteButton mutationMode="pessimistic" sx={{ ml: 'auto' }} />
    </Toolbar>
  );
}
