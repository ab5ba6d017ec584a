import { TextInput, maxLength, required } from 'react-admin';
import { Stack } from '@mui/material';
import { REVIEW_WORD_MAX, REVIEW_WORD_NOTE_MAX } from '@clinic/contract';
import { NoteInput } from '../../inputs/NoteInput';
import { createPage, editPage } from '../../layout/FormPages';

const R = 'resources.review-words.helper';

/** The one form body shared by Create and Edit (limits from the contract's reviewWordInput). */
export function ReviewWordInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 600 }}>
      <TextInput source="word" validate={[required(), maxLength(REVIEW_WORD_MAX)]} helperText={`${R}.word`} fullWidth />
      <NoteInput source="note" max={REVIEW_WORD_NOTE_MAX} helperText={`${R}.note`} fullWidth />
    </Stack>
  );
}

export const ReviewWordCreate = createPage(ReviewWordInputs, { note: '' });
export const ReviewWordEdit = editPage(ReviewWordInputs, { redirect: 'list' });
