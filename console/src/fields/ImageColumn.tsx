import { DataTable, ImageField } from 'react-admin';

/**
 * A list's column of small pictures (96 × 64 at most): the record's image at `source` (an uploaded
 * image's variants), whole (`contain`) or filling the box (`cover`).
 */
export function ImageColumn({ source, fit = 'contain' }: { source: string; fit?: 'contain' | 'cover' }) {
  return (
    <DataTable.Col source={source} disableSort>
      <ImageField source={`${source}.src`} sx={{ '& img': { maxWidth: 96, maxHeight: 64, objectFit: fit } }} />
    </DataTable.Col>
  );
}
