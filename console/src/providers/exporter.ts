import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { csvText } from '../exports/csv';

/**
 * CSV export for staff: the columns given, in that order, written by exports/csv.ts (a UTF-8
 * byte-order mark so Excel opens Korean text, no cell that Excel would run as a formula).
 */
export function csvExporter<T extends RaRecord>(
  filename: string,
  columns: Array<[header: string, value: (r: T) => unknown]>,
): Exporter<T> {
  return (records) => {
    const rows = records.map((record) => columns.map(([, value]) => value(record)));
    downloadCSV(
      csvText(
        columns.map(([header]) => header),
        rows,
      ),
      filename,
    );
  };
}
