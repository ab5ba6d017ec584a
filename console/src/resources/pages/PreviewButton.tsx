import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ConsolePageText, PageContent } from '@clinic/contract';
import { API_URL } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';
import { cleanContent } from './content';

const R = 'resources.page-texts';
const WIDTHS = { phone: 375, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

/**
 * The form as patients would see it, before anything is saved: the API renders the page through
 * the site's own server render with this text in place and answers the HTML (without its scripts),
 * shown here in a frame that may run none (`sandbox` without `allow-scripts`; same origin only so
 * that the site's stylesheet and pictures load), at a phone's or a desktop's width (scaled to fit).
 */
export function PreviewButton() {
  const record = useRecordContext<ConsolePageText>();
  const form = useFormContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [html, setHtml] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [width, setWidth] = useState<Width>('phone');
  const box = useRef<HTMLDivElement | null>(null);
  const [room, setRoom] = useState(0);

  useEffect(() => {
    if (html === null || !box.current) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 0));
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [html]);

  if (!record) return null;
  const open = async () => {
    setLoading(true);
    try {
      const answer = await httpClient(`${API_URL}/page-texts/${record.id}/preview`, {
        method: 'POST',
        body: JSON.stringify({ content: cleanContent(form.getValues().content as PageContent) }),
      });
      setHtml((answer.json as { html: string }).html);
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> }; message?: string }) ?? {};
      for (const [field, message] of Object.entries(body.body?.errors ?? {}))
        form.setError(field, { type: 'server', message });
      notify(body.message ?? 'ra.notification.http_error', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  const frame = WIDTHS[width];
  const scale = room && room < frame ? room / frame : 1;
  return (
    <>
      <MuiButton
        onClick={() => void open()}
        disabled={loading}
        startIcon={loading ? <CircularProgress size={16} aria-label={translate('ra.page.loading')} /> : undefined}
      >
        {translate(`${R}.preview`)}
      </MuiButton>
      <Dialog open={html !== null} onClose={() => setHtml(null)} fullWidth maxWidth="xl">
        <DialogTitle>{translate(`${R}.previewTitle`)}</DialogTitle>
        <DialogContent>
          <ToggleButtonGroup
            value={width}
            exclusive
            size="small"
            onChange={(_event, value: Width | null) => value && setWidth(value)}
            aria-label={translate(`${R}.previewWidth`)}
            sx={{ mb: 2 }}
          >
            <ToggleButton value="phone">{translate(`${R}.phone`)}</ToggleButton>
            <ToggleButton value="desktop">{translate(`${R}.desktop`)}</ToggleButton>
          </ToggleButtonGroup>
          <Box ref={box} sx={{ width: '100%', overflow: 'hidden' }}>
            <Box sx={{ width: frame * scale, height: '70vh', mx: 'auto', overflow: 'hidden' }}>
              {html !== null && (
                <iframe
                  title={translate(`${R}.previewTitle`)}
                  srcDoc={html}
                  sandbox="allow-same-origin"
                  data-testid="page-preview"
                  style={{
                    width: frame,
                    height: `calc(70vh / ${scale})`,
                    border: '1px solid #ccc',
                    transform: `scale(${scale})`,
                    transformOrigin: '0 0',
                  }}
                />
              )}
            </Box>
          </Box>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setHtml(null)}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
