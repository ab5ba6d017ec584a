import { TextInput, maxLength, required } from 'react-admin';
import { Stack } from '@mui/material';
import { keepText } from '../../inputs/parse';

const R = 'resources.review-words.helper';

/** The one form body shared by Create and Edit (limits from the contract's reviewWordInput). */
export function ReviewWordInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 600 }}>
      <TextInput source="word" validate={[required(), maxLength(60)]} helperText={`${R}.word`} fullWidth />
      <TextInput
        source="note"
        multiline
        minRows={2}
        validate={maxLength(200)}
        parse={keepText}
        helperText={`${R}.note`}
        fullWidth
      />
    </Stack>
  );
}
