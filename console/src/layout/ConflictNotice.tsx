import { useEffect, useState, useSyncExternalStore } from 'react';
import { useFormContext } from 'react-hook-form';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useEditContext, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { conflicts } from '../providers/versions';
import { useChangeText } from './changes';

interface Reapply {
  /** What this staff member changed in the form, field by field. */
  values: Record<string, unknown>;
  /** The version the form was opened at: the record read again has a newer one. */
  from: unknown;
}

/**
 * Inside an edit form: when its save was refused because someone changed the record meanwhile, says
 * who did, when and what they changed, and offers to reapply this form's own edit on top of theirs.
 * Reapplying reads the record as it is now (the form resets to it, the version included) and then
 * puts back each field this staff member had changed, so saving again keeps both changes.
 */
export function ConflictNotice() {
  const conflict = useSyncExternalStore(conflicts.subscribe, conflicts.get);
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const { refetch } = useEditContext();
  const form = useFormContext();
  const translate = useTranslate();
  const notify = useNotify();
  const changeText = useChangeText(resource);
  const [pending, setPending] = useState<Reapply | null>(null);

  // Once the record read again is in (a newer version), and after the form has reset to it (its own
  // effect, which runs after this one), staff's own edits go back on top.
  useEffect(() => {
    if (!pending || record?.lockVersion === pending.from) return;
    const timer = setTimeout(() => {
      for (const [field, value] of Object.entries(pending.values))
        form.setValue(field, value, { shouldDirty: true, shouldTouch: true });
      setPending(null);
      notify('app.conflict.reapplied', { type: 'info' });
    }, 0);
    return () => clearTimeout(timer);
  }, [pending, record?.lockVersion, form, notify]);

  if (!conflict || conflict.resource !== resource || String(conflict.id) !== String(record?.id)) return null;
  const reapply = async () => {
    // What staff changed: every field whose value differs from the record the form was opened with.
    const values = Object.entries(form.getValues() as Record<string, unknown>).filter(
      ([field, value]) =>
        field !== 'lockVersion' && JSON.stringify(value ?? null) !== JSON.stringify(record?.[field] ?? null),
    );
    setPending({ values: Object.fromEntries(values), from: record?.lockVersion });
    conflicts.set(null);
    await refetch?.();
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
