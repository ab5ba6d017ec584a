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
