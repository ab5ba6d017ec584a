import { DataTable } from 'react-admin';
import { KoreaTimeField } from './KoreaTimeField';

/**
 * A list's column of an instant in Korea time (KoreaTimeField): `oneLine` keeps date and time on one
 * line, `emptyText` stands in for none ("-": never logged in, not sent yet).
 */
export function TimeColumn({
  source,
  oneLine = false,
  disableSort,
  emptyText,
}: {
  source: string;
  oneLine?: boolean;
  disableSort?: boolean;
  emptyText?: string;
}) {
  return (
    <DataTable.Col source={source} disableSort={disableSort} sx={oneLine ? { whiteSpace: 'nowrap' } : undefined}>
      <KoreaTimeField source={source} emptyText={emptyText} />
    </DataTable.Col>
  );
}
