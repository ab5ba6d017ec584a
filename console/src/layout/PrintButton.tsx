import PrintIcon from '@mui/icons-material/Print';
import { Button } from 'react-admin';

/**
 * 인쇄: the browser's print of the record on screen. The print style (theme.ts, `@media print`)
 * leaves out the menu, the app bar and the buttons, so the paper holds the record alone.
 */
export function PrintButton() {
  return (
    <Button label="app.print" onClick={() => window.print()}>
      <PrintIcon />
    </Button>
  );
}
