import { BooleanInput } from 'react-admin';
import { KoreaDateTimeInput } from '../../inputs/KoreaDateTimeInput';
import { Stack } from '@mui/material';
import { createPage, editPage } from '../../layout/FormPages';
import { NoticeTextInputs } from './NoticeTextInputs';

const R = 'resources.center/notifications.helper';

/** The one form body shared by Create and Edit; limits come from the contract. Title and body in four languages. */
export function NotificationInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 1200 }}>
      <NoticeTextInputs />
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
