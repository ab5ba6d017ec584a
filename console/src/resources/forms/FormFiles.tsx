import { useRecordContext } from 'react-admin';
import { API_URL } from '../../providers/dataProvider';
import { FileList } from '../../fields/FileList';

interface AttachedFile {
  id: number;
  name: string;
  mime: string;
  size: number;
}

/** The files attached to a consultation request, each with a download button. */
export function FormFiles() {
  const record = useRecordContext<{ id: number; files?: AttachedFile[] }>();
  if (!record) return null;
  return <FileList files={record.files ?? []} url={(file) => `${API_URL}/forms/${record.id}/files/${file.id}`} />;
}
