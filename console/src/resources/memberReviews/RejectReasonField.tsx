import type { ReactNode } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REJECT_REASON_MAX } from '@clinic/contract';
import { AskDialog } from '../../layout/AskDialog';

const R = 'resources.clinic/reviews2';

/** The reason a member reads on 내 후기 when staff reject their review (one review or several). */
export function RejectReasonField({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      autoFocus
      required
      multiline
      minRows={3}
      fullWidth
      label={translate(`${R}.fields.rejectReason`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX } }}
      helperText={`${value.length} / ${REJECT_REASON_MAX}`}
    />
  );
}

/** Asks for that reason before rejecting (one review or several); `actions` are cancel and reject. */
export function RejectReasonDialog({
  open,
  onClose,
  title,
  question,
  reason,
  onReason,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  question: ReactNode;
  reason: string;
  onReason: (reason: string) => void;
  actions: ReactNode;
}) {
  return (
    <AskDialog open={open} onClose={onClose} title={title} question={question} actions={actions}>
      <RejectReasonField value={reason} onChange={onReason} />
    </AskDialog>
  );
}
