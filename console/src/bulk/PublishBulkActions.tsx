import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { BulkDeleteButton } from 'react-admin';
import { BulkSetButton } from './BulkSetButton';

/** Publish or unpublish the selected records (notices, FAQs) at once; or delete them. */
export function PublishBulkActions() {
  return (
    <>
      <BulkSetButton label="app.bulk.publish" data={{ published: true }} icon={<VisibilityIcon />} />
      <BulkSetButton label="app.bulk.unpublish" data={{ published: false }} icon={<VisibilityOffIcon />} />
      <BulkDeleteButton mutationMode="pessimistic" />
    </>
  );
}
