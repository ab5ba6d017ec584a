import jsonExport from 'jsonexport/dist';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';

/**
 * CSV export for staff: the columns given, in that order, written with a UTF-8 byte-order mark so
 * Excel opens Korean text correctly.
 */
export function csvExporter<T extends RaRecord>(
  filename: string,
  columns: Array<[header: string, value: (r: T) => unknown]>,
): Exporter<T> {
  return (records) => {
    const rows = records.map((record) =>
      Object.fromEntries(columns.map(([header, value]) => [header, value(record) ?? ''])),
    );
    jsonExport(rows, { headers: columns.map(([header]) => header) }, (err: Error | null, csv: string) => {
      if (err) throw err;
      downloadCSV('\uFEFF' + csv, filename);
    });
  };
}
