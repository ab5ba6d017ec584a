import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One line of explanation above a list (what it holds, how long it is kept). */
export function ListHelp({ text, options }: { text: string; options?: Record<string, unknown> }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
      {translate(text, options)}
    </Typography>
  );
}
