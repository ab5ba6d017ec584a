import DownloadIcon from '@mui/icons-material/GetApp';
import { useState, type FormEvent } from 'react';
import { Button as MuiButton, TextField } from '@mui/material';
import { Button, HttpError, downloadCSV, useListContext, useNotify, useTranslate } from 'react-admin';
import { EXPORT_MAX_ROWS, EXPORT_REASON_MAX } from '@clinic/contract';
import { API_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import { AskDialog } from '../layout/AskDialog';
import type { CsvDefinition } from './columns';
import { csvOf } from './csv';

const E = 'app.exports';

/**
 * Export of personal data: staff say why first; the API writes every matching row (the list's
 * filters and order, at most EXPORT_MAX_ROWS) and records the export, its reason and its row count in
 * the access log. The file is UTF-8 with a byte-order mark, headers and values in the console's
 * language, times in Korea time and phone numbers as text; a cell that would be a formula in Excel
 * is written as text (exports/csv.ts).
 */
export function ExportWithReasonButton({ csv }: { csv: CsvDefinition }) {
  const { resource, filterValues, sort, total } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const close = () => {
    if (sending) return;
    setOpen(false);
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const why = reason.trim();
    if (!why) return setError(translate('ra.validation.required'));
    setSending(true);
    try {
      const { json } = await httpClient(`${API_URL}/${resource}/export`, {
        method: 'POST',
        body: JSON.stringify({ reason: why, filter: filterValues, sort: [sort.field, sort.order] }),
      });
      const rows = json as Array<Record<string, unknown>>;
      downloadCSV(csvOf(rows, csv, translate), csv.filename);
      notify(`${E}.done`, { type: 'success', messageArgs: { smart_count: rows.length } });
      setOpen(false);
      setReason('');
      setError(undefined);
    } catch (err) {
      const body = err instanceof HttpError ? (err.body as { errors?: Record<string, string> } | undefined) : undefined;
      if (body?.errors?.reason) setError(body.errors.reason);
      else notify(err instanceof Error && err.message ? err.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button label="ra.action.export" onClick={() => setOpen(true)} disabled={total === 0}>
        <DownloadIcon />
      </Button>
      <AskDialog
        open={open}
        onClose={close}
        onSubmit={submit}
        title={translate(`${E}.title`)}
        question={translate(`${E}.explain`, { smart_count: Math.min(total ?? 0, EXPORT_MAX_ROWS) })}
        questionSx={{ mb: 2, wordBreak: 'keep-all' }}
        actions={
          <>
            <MuiButton onClick={close} disabled={sending}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={sending}>
              {translate(`${E}.confirm`)}
            </MuiButton>
          </>
        }
      >
        <TextField
          autoFocus
          fullWidth
          required
          label={translate(`${E}.reason`)}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value.slice(0, EXPORT_REASON_MAX));
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? translate(`${E}.reasonHelp`)}
          slotProps={{ htmlInput: { maxLength: EXPORT_REASON_MAX } }}
        />
      </AskDialog>
    </>
  );
}
