import { List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { API_URL } from '../../providers/dataProvider';
import { DownloadButton, sizeText } from '../../fields/DownloadButton';

interface AttachedFile {
  id: number;
  name: string;
  mime: string;
  size: number;
}

/** The files attached to a consultation request, each with a download button. */
export function FormFiles() {
  const record = useRecordContext<{ id: number; files?: AttachedFile[] }>();
  const translate = useTranslate();
  if (!record) return null;
  const files = record.files ?? [];
  if (files.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.files.none')}
      </Typography>
    );
  }
  return (
    <MuiList dense disablePadding>
      {files.map((file) => (
        <ListItem
          key={file.id}
          disableGutters
          secondaryAction={<DownloadButton url={`${API_URL}/forms/${record.id}/files/${file.id}`} name={file.name} />}
        >
          <ListItemText primary={file.name} secondary={sizeText(file.size)} sx={{ pr: 16 }} />
        </ListItem>
      ))}
    </MuiList>
  );
}
