import { Box, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { FormNote } from '@clinic/contract';

const TAGS: Record<string, string> = { ko: 'ko-KR', en: 'en-US' };

/** The request's notes, newest first: what each staff member wrote and when (Korea time). */
export function FormNotes() {
  const record = useRecordContext<{ id: number; notes?: FormNote[] }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notes = record?.notes ?? [];
  const when = new Intl.DateTimeFormat(TAGS[locale] ?? 'ko-KR', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Seoul',
  });
  return (
    <Box component="section" aria-labelledby="form-notes-heading" sx={{ width: '100%', maxWidth: 900, mb: 2 }}>
      <Typography id="form-notes-heading" variant="subtitle2" component="h2">
        {translate('resources.forms.notes.heading', { smart_count: notes.length })}
      </Typography>
      {notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.forms.notes.none')}
        </Typography>
      ) : (
        <MuiList dense disablePadding data-testid="form-notes">
          {notes.map((note) => (
            <ListItem key={note.id} disableGutters divider>
              <ListItemText
                primary={note.body}
                secondary={`${note.staff || translate('resources.forms.notes.before')} · ${when.format(new Date(note.createdAt))}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', wordBreak: 'keep-all' } } }}
              />
            </ListItem>
          ))}
        </MuiList>
      )}
    </Box>
  );
}
