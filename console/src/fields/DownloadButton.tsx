import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useNotify } from 'react-admin';
import { apiFetch } from '../providers/session';

/** "12 KB" / "3.4 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Private files (consultation attachments, members' documents): the download goes through apiFetch
 * with the bearer token (never a token in a URL), and the answer is saved under the name given.
 */
/** `label`, when given, is the button's accessible name (say, which document it downloads). */
export function DownloadButton({ url, name, label }: { url: string; name: string; label?: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await apiFetch(url);
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        notify(body?.message ?? 'app.files.failed', { type: 'error' });
        return;
      }
      const href = URL.createObjectURL(await response.blob());
      const anchor = document.createElement('a');
      anchor.href = href;
      anchor.download = name;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(href), 30_000);
    } catch {
      notify('app.files.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label="app.files.download"
      onClick={download}
      disabled={busy}
      variant="outlined"
      {...(label ? { 'aria-label': label } : {})}
    >
      <DownloadIcon />
    </Button>
  );
}
