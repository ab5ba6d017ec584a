import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { apiFetch } from '../../providers/session';
import { API_URL } from '../../providers/dataProvider';

interface AttachedFile {
  id: number;
  name: string;
  mime: string;
  size: number;
}

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Consultation files are private: the download goes through apiFetch with the bearer token (never a
 * token in a URL), and the answer is saved under the name the visitor gave it.
 */
function DownloadButton({ formId, file }: { formId: number; file: AttachedFile }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await apiFetch(`${API_URL}/forms/${formId}/files/${file.id}`);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        notify(body?.message ?? 'app.files.failed', { type: 'error' });
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = file.name;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch {
      notify('app.files.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="app.files.download" onClick={download} disabled={busy} variant="outlined">
      <DownloadIcon />
    </Button>
  );
}

/** The files attached to a consultation request, each with a download button. */
export function FormFiles() {
  const record = useRecordContext<{ id: number; files?: AttachedFile[] }>();
  const translate = useTranslate();
  if (!record) return null;
  const files = record.files ?? [];
  if (files.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.files.none')}
      </Typography>
    );
  }
  return (
    <MuiList dense disablePadding>
      {files.map((file) => (
        <ListItem key={file.id} disableGutters secondaryAction={<DownloadButton formId={record.id} file={file} />}>
          <ListItemText primary={file.name} secondary={sizeText(file.size)} sx={{ pr: 16 }} />
        </ListItem>
      ))}
    </MuiList>
  );
}
