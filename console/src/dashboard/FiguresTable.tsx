import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { Counts } from '@clinic/contract';
import { COUNT_KEYS, type CountKey } from './format';
import { visuallyHidden } from '../layout/visuallyHidden';

interface FiguresTableProps {
  caption: string;
  /** The first column's heading (month, weekday) and each row's label in it. */
  rowHeading: string;
  rows: ReadonlyArray<{ key: string | number; label: string; counts: Counts }>;
  labels: Record<CountKey, string>;
  number: (value: number) => string;
  totalLabel: string;
  /** Shown on screen: at most about ten rows high, scrolling (by keyboard too) beyond. */
  scroll?: boolean;
}

/** A chart's figures as a table: one row per period, the four counts, and a total row. */
export function FiguresTable({ caption, rowHeading, rows, labels, number, totalLabel, scroll }: FiguresTableProps) {
  const total = (key: CountKey) => rows.reduce((sum, row) => sum + row.counts[key], 0);
  const table = (
    <Table size="small" stickyHeader={scroll}>
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {rowHeading}
          </TableCell>
          {COUNT_KEYS.map((key) => (
            <TableCell key={key} component="th" scope="col" align="right">
              {labels[key]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            {COUNT_KEYS.map((key) => (
              <TableCell key={key} align="right">
                {number(row.counts[key])}
              </TableCell>
            ))}
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
            {totalLabel}
          </TableCell>
          {COUNT_KEYS.map((key) => (
            <TableCell key={key} align="right" sx={{ fontWeight: 600 }}>
              {number(total(key))}
            </TableCell>
          ))}
        </TableRow>
      </TableBody>
    </Table>
  );
  // Only a table on screen scrolls; then the region takes the keyboard focus to scroll by keys.
  return scroll ? (
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ maxHeight: 360 }}>
      {table}
    </TableContainer>
  ) : (
    table
  );
}
