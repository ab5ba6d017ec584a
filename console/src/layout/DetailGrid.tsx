import { Children, isValidElement, type ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { Labeled } from 'react-admin';

/**
 * A record's read-only values side by side, each under its label (the field's `source`, translated as
 * react-admin does; a child already in a Labeled keeps its own), one under the other on a phone.
 * `columns` is the grid from 600 px up (`1fr 1fr`, `repeat(4, auto)`), or one per breakpoint.
 */
export function DetailGrid({
  columns,
  sx,
  children,
}: {
  columns: string | { sm: string; md?: string };
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const template = typeof columns === 'string' ? { xs: '1fr', sm: columns } : { xs: '1fr', ...columns };
  return (
    <Box sx={[{ display: 'grid', gridTemplateColumns: template, columnGap: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {Children.toArray(children).map((child) =>
        isValidElement(child) && child.type !== Labeled ? <Labeled key={child.key}>{child}</Labeled> : child,
      )}
    </Box>
  );
}
