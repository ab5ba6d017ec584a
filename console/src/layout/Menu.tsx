import KeyIcon from '@mui/icons-material/Key';
import { Menu as RaMenu } from 'react-admin';

/** Every resource in the order App declares them, then the staff member's own password. */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.ResourceItems />
      <RaMenu.Item to="/password" primaryText="app.password.menu" leftIcon={<KeyIcon />} />
    </RaMenu>
  );
}
