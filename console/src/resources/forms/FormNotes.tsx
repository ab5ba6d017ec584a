import { Box, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useStaffName } from '../../fields/accountName';
import { useKoreaTimeFormat } from '../../fields/KoreaTimeField';
import type { FormNote } from '@clinic/contract';

/** The request's notes, newest first: what each staff member (by name) wrote and when (Korea time). */
export function FormNotes() {
  const record = useRecordContext<{ id: number; notes?: FormNote[] }>();
  const translate = useTranslate();
  const when = useKoreaTimeFormat();
  const staffName = useStaffName();
  const notes = record?.notes ?? [];
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
                secondary={`${note.staff ? staffName(note.staff) : translate('resources.forms.notes.before')} · ${when(note.createdAt)}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', wordBreak: 'keep-all' } } }}
              />
            </ListItem>
          ))}
        </MuiList>
      )}
    </Box>
  );
}
