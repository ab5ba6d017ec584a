import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { PhoneField } from '../../fields/PhoneField';

interface Row {
  id: number;
  name: string;
  username: string;
  email: string | null;
}

/** Mobile number and e-mail, one under the other. */
export function ContactField() {
  const record = useRecordContext<Row>();
  if (!record) return null;
  return (
    <Stack sx={{ whiteSpace: 'nowrap' }}>
      <PhoneField />
      <Typography variant="caption" color="text.secondary">
        {record.email ?? ''}
      </Typography>
    </Stack>
  );
}
