import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

const R = 'resources.clinic/reviews2';
/** As long as the API keeps it (contract memberReviewUpdate.rejectReason). */
export const REJECT_REASON_MAX = 500;

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
