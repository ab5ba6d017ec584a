import { BooleanInput, SelectInput, TextInput, maxLength, required } from 'react-admin';
import { Stack } from '@mui/material';
import { POST_BODY_MAX, POST_TITLE_MAX } from '@clinic/contract';
import { ImageUploadInput } from '../../inputs/ImageUploadInput';
import { OrderedReferenceInput } from '../../inputs/OrderedReferenceInput';
import { RichTextInput } from '../../inputs/RichTextInput';

const R = 'resources.board-posts.helper';

/**
 * The one form body shared by Create and Edit (limits from the contract's consolePostInput). A post
 * stays on the board it was written in: the board is chosen once, when the post is created.
 */
export function BoardPostInputs({ creating = false }: { creating?: boolean }) {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <OrderedReferenceInput source="boardId" reference="boards">
        <SelectInput
          validate={required()}
          readOnly={!creating}
          helperText={creating ? false : `${R}.boardFixed`}
          sx={{ maxWidth: 400 }}
        />
      </OrderedReferenceInput>
      <TextInput source="title" validate={[required(), maxLength(POST_TITLE_MAX)]} fullWidth />
      <RichTextInput
        source="body"
        validate={[required(), maxLength(POST_BODY_MAX)]}
        helperText={`${R}.body`}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <BooleanInput source="pinned" helperText={`${R}.pinned`} />
        <BooleanInput source="hidden" helperText={`${R}.hidden`} />
      </Stack>
      <ImageUploadInput source="thumb" helperText={`${R}.thumb`} />
    </Stack>
  );
}
