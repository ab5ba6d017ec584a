import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { SimpleList, type SimpleListProps } from 'react-admin';

/**
 * A list's table on tablets and desktops; on a phone (below 600 px) react-admin's SimpleList, one
 * record a line, opening it on a tap, so the page never scrolls sideways.
 */
export function ResponsiveList({ children, rowClick = 'edit', ...simple }: SimpleListProps & { children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return phone ? <SimpleList rowClick={rowClick} {...simple} /> : <>{children}</>;
}

/**
 * A table's `sx` that leaves out the given columns below 1200 px (tablets, a laptop with the menu
 * open), so the table fits without scrolling sideways; the record's page shows them all.
 */
export function withoutColumnsOnTablets(...sources: string[]): Record<string, unknown> {
  return {
    [sources.map((source) => `& .column-${source}`).join(', ')]: { display: { xs: 'none', lg: 'table-cell' } },
  };
}

/**
 * A table's `sx` for columns of what patients type as they typed it (a name, an address): one long
 * string without spaces (60 letters as a name) breaks anywhere in its cell rather than widen the
 * table and push the columns after it (처리 상태) off the screen.
 */
export function breakingAnywhere(...sources: string[]): Record<string, unknown> {
  return { [sources.map((source) => `& td.column-${source}`).join(', ')]: { overflowWrap: 'anywhere' } };
}
