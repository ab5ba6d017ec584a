import { useSyncExternalStore } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useEditContext, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { conflicts } from '../providers/versions';
import { useChangeText } from './changes';

/**
 * Inside an edit form: when its save was refused because someone changed the record meanwhile, says
 * who did, when and what they changed, and offers to reapply this form's own edit on top of theirs.
 * Reapplying loads the record as it is now; the form keeps what staff typed (its forms reset with
 * `keepDirtyValues`) and takes the rest from the new version, so saving again keeps their change.
 */
export function ConflictNotice() {
  const conflict = useSyncExternalStore(conflicts.subscribe, conflicts.get);
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const { refetch } = useEditContext();
  const translate = useTranslate();
  const notify = useNotify();
  const changeText = useChangeText(resource);
  if (!conflict || conflict.resource !== resource || String(conflict.id) !== String(record?.id)) return null;
  const reapply = async () => {
    await refetch?.();
    conflicts.set(null);
    notify('app.conflict.reapplied', { type: 'info' });
  };
  return (
    <Box sx={{ width: '100%', mb: 2 }} data-testid="conflict-notice">
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" size="small" variant="outlined" onClick={() => void reapply()}>
            {translate('app.conflict.reapply')}
          </Button>
        }
      >
        <AlertTitle>{conflict.message}</AlertTitle>
        {conflict.changes.length > 0 && (
          <>
            {translate('app.conflict.theyChanged', { by: conflict.by })}
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {conflict.changes.map((change, i) => (
                <li key={`${change.field}-${i}`}>{changeText(change)}</li>
              ))}
            </Box>
          </>
        )}
      </Alert>
    </Box>
  );
}
