import { BooleanInput, TextInput, required, maxLength } from 'react-admin';
import { KoreaDateTimeInput } from '../../inputs/KoreaDateTimeInput';
import { Stack } from '@mui/material';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '@clinic/contract';
import { RichTextInput } from '../../inputs/RichTextInput';
import { createPage, editPage } from '../../layout/FormPages';

const R = 'resources.center/notifications.helper';

/** The one form body shared by Create and Edit; limits come from the contract. */
export function NotificationInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput source="title" validate={[required(), maxLength(NOTICE_TITLE_MAX)]} fullWidth />
      <RichTextInput source="body" validate={[required(), maxLength(NOTICE_BODY_MAX)]} helperText={`${R}.body`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BooleanInput source="pinned" helperText={`${R}.pinned`} />
        <BooleanInput source="published" helperText={`${R}.published`} />
      </Stack>
      <KoreaDateTimeInput source="publishedAt" helperText={`${R}.publishedAt`} />
    </Stack>
  );
}

export const NotificationCreate = createPage(NotificationInputs, { pinned: false, published: true });
export const NotificationEdit = editPage(NotificationInputs);
