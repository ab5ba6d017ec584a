import { Box } from '@mui/material';
import { DataTable, useRecordContext } from 'react-admin';

/** The picture of a row: the uploaded image's `src` at `source`, if it has one. */
function RowPicture({ source, fit }: { source: string; fit: 'contain' | 'cover' }) {
  const record = useRecordContext<Record<string, { src?: string } | undefined>>();
  const src = record?.[source]?.src;
  if (!src) return null;
  // The row names its record (title, name) in its other columns: to a screen reader the picture
  // adds nothing, so it is marked decorative (react-admin's ImageField leaves out `alt` entirely).
  return (
    <Box component="img" src={src} alt="" sx={{ display: 'block', maxWidth: 96, maxHeight: 64, objectFit: fit }} />
  );
}

/**
 * A list's column of small pictures (96 × 64 at most): the record's image at `source` (an uploaded
 * image's variants), whole (`contain`) or filling the box (`cover`).
 */
export function ImageColumn({ source, fit = 'contain' }: { source: string; fit?: 'contain' | 'cover' }) {
  return (
    <DataTable.Col source={source} disableSort>
      <RowPicture source={source} fit={fit} />
    </DataTable.Col>
  );
}
