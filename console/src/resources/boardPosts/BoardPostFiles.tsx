import { useRef, useState, type ChangeEvent } from 'react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Typography } from '@mui/material';
import { Button, Confirm, Labeled, useEditContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import {
  ATTACHMENT_ACCEPT,
  BOARD_FILES_MAX,
  BOARD_FILE_BYTES_MAX,
  type BoardFile,
  type ConsolePost,
} from '@clinic/contract';
import { API_URL } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';
import { FileList } from '../../fields/FileList';

const R = 'resources.board-posts';

const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'app.files.uploadFailed';

/**
 * The files attached to a post (edit page only: they hang on a saved post). Each upload or delete
 * goes to the API at once, then the post is read again; what staff typed in the form stays.
 */
export function BoardPostFiles() {
  const record = useRecordContext<ConsolePost>();
  const { refetch } = useEditContext<ConsolePost>();
  const notify = useNotify();
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [doomed, setDoomed] = useState<BoardFile | null>(null);
  if (!record) return null;
  const files = record.files ?? [];
  const base = `${API_URL}/board-posts/${encodeURIComponent(String(record.id))}/files`;
  const full = files.length >= BOARD_FILES_MAX;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > BOARD_FILE_BYTES_MAX) {
      notify('app.files.tooLarge', { type: 'warning' });
      return;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    setBusy(true);
    try {
      await httpClient(base, { method: 'POST', body });
      notify(`${R}.notify.uploaded`, { type: 'success' });
      await refetch();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!doomed) return;
    setBusy(true);
    try {
      await httpClient(`${base}/${doomed.id}`, { method: 'DELETE' });
      notify(`${R}.notify.fileDeleted`, { type: 'info' });
      await refetch();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      setDoomed(null);
    }
  };

  return (
    <Labeled source="files" fullWidth>
      <Box sx={{ width: '100%', maxWidth: 900 }}>
        <FileList
          files={files}
          url={(file) => `${base}/${file.id}`}
          label={(file) => translate(`${R}.action.downloadFile`, { name: file.name })}
          more={(file) => (
            <Button
              label={`${R}.action.deleteFile`}
              color="error"
              variant="outlined"
              disabled={busy}
              onClick={() => setDoomed(file)}
              aria-label={translate(`${R}.action.deleteFileNamed`, { name: file.name })}
            >
              <DeleteIcon />
            </Button>
          )}
        />
        <input ref={picker} type="file" accept={ATTACHMENT_ACCEPT} hidden onChange={upload} />
        <Button
          label={`${R}.action.upload`}
          variant="outlined"
          disabled={busy || full}
          onClick={() => picker.current?.click()}
          sx={{ mt: 1 }}
        >
          <AttachFileIcon />
        </Button>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate(`${R}.helper.files`, { smart_count: BOARD_FILES_MAX })}
        </Typography>
        <Confirm
          isOpen={doomed !== null}
          loading={busy}
          title={`${R}.action.deleteFile`}
          content={`${R}.action.deleteFileConfirm`}
          translateOptions={{ name: doomed?.name ?? '' }}
          onConfirm={remove}
          onClose={() => setDoomed(null)}
        />
      </Box>
    </Labeled>
  );
}
