import { useEffect, useRef, useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Alert, CircularProgress, DialogContentText } from '@mui/material';
import { Button, HttpError, useNotify, useRedirect, useTranslate } from 'react-admin';
import { IDEMPOTENCY_KEY_HEADER, type MessagePreview, type SentMessage } from '@clinic/contract';
import { API_URL } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';
import { C, IdempotencyKeys, formErrorsOf, sendRequestOf, type ComposeValues } from './delivery';
import { errorText, fetchRecipientPreview } from './useRecipientPreview';
import { AskDialog } from '../../layout/AskDialog';

export type SubmitErrors = Record<string, string>;

/**
 * Lives as long as the console tab: a message the dialog could not confirm as sent (network error,
 * closed dialog) keeps its key, so sending it again later is still the same send.
 */
const keys = new IdempotencyKeys();

/**
 * "N명에게 이메일을 보냅니다. 보낼까요?" with a fresh count, then the send. A failure that may or may
 * not have reached the server keeps the dialog open: sending again uses the same Idempotency-Key, so
 * the server answers the first result instead of sending twice. Field errors close it and go under
 * the inputs.
 */
export function SendDialog({ values, onClose }: { values: ComposeValues; onClose: (errors?: SubmitErrors) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const request = sendRequestOf(values);
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const requestRef = useRef(request);

  useEffect(() => {
    const current = requestRef.current;
    if (!current) return;
    let live = true;
    fetchRecipientPreview(current.channel, current.body.to, current.body.purpose).then(
      (answer) => live && setPreview(answer),
      (failure: unknown) => live && setPreviewError(errorText(failure)),
    );
    return () => {
      live = false;
    };
  }, []);

  const send = async () => {
    if (!request) return;
    setSending(true);
    setError(null);
    try {
      const { json } = await httpClient(`${API_URL}${request.url}`, {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: keys.keyFor(request) },
        body: JSON.stringify(request.body),
      });
      const { message } = json as { message: SentMessage };
      keys.sent();
      notify(`${C}.sent`, {
        type: 'success',
        messageArgs: {
          smart_count: message.recipients,
          sent: message.sent,
          stored: message.stored,
          failed: message.failed,
        },
      });
      onClose();
      redirect('show', 'messages', message.id);
    } catch (failure) {
      setSending(false);
      const body = failure instanceof HttpError ? (failure.body as { errors?: SubmitErrors } | undefined) : undefined;
      const fields = body?.errors ? formErrorsOf(body.errors) : {};
      if (Object.keys(fields).length > 0) {
        notify(errorText(failure), { type: 'error' });
        onClose(fields);
        return;
      }
      setError(errorText(failure));
    }
  };

  const count = preview?.count;
  const question =
    count === undefined
      ? translate(previewError ? `${C}.countFailed` : `${C}.counting`)
      : count === 0
        ? translate(`${C}.nobody`)
        : translate(values.channel === 'email' ? `${C}.confirmEmail` : `${C}.confirmSms`, { smart_count: count });

  return (
    <AskDialog
      open
      onClose={() => !sending && onClose()}
      maxWidth="xs"
      title={translate(`${C}.confirmTitle`)}
      question={question}
      questionSx={{ color: 'text.primary' }}
      actions={
        <>
          <Button label="ra.action.cancel" onClick={() => onClose()} disabled={sending} />
          <Button
            label={error ? `${C}.retry` : `${C}.confirm`}
            onClick={send}
            variant="contained"
            disabled={sending || !request || !count}
          >
            {sending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
          </Button>
        </>
      }
    >
      {values.purpose === 'marketing' && (
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          {translate(`${C}.confirmMarketing`)}
        </DialogContentText>
      )}
      {previewError && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {translate(previewError, { _: previewError })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {translate(error, { _: error })}
          <br />
          {translate(`${C}.retrySafe`)}
        </Alert>
      )}
    </AskDialog>
  );
}
