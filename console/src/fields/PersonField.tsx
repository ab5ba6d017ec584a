import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A person's name with their username under it (one list column): the record's `name` and `username` fields. */
export function PersonField({ name = 'name', username = 'username' }: { name?: string; username?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack>
      <Typography variant="body2">{String(record[name] || '-')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {String(record[username] ?? '')}
      </Typography>
    </Stack>
  );
}
