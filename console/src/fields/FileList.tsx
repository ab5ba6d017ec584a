import type { ReactNode } from 'react';
import { List as MuiList, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DownloadButton, sizeText } from './DownloadButton';

interface ListedFile {
  id: number;
  name: string;
  size: number;
}

/**
 * Files attached to a record (a request's, a question's, a post's): each with its size and a download
 * through the API (`url` of the file, `label` the button's accessible name), "no files" when there are
 * none. `more` adds buttons after the download (a post's file can be deleted).
 */
export function FileList<F extends ListedFile>({
  files,
  url,
  label,
  more,
}: {
  files: F[];
  url: (file: F) => string;
  label?: (file: F) => string;
  more?: (file: F) => ReactNode;
}) {
  const translate = useTranslate();
  if (files.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.files.none')}
      </Typography>
    );
  }
  return (
    <MuiList dense disablePadding>
      {files.map((file) => {
        const download = <DownloadButton url={url(file)} name={file.name} label={label?.(file)} />;
        return (
          <ListItem
            key={file.id}
            disableGutters
            secondaryAction={
              more ? (
                <Stack direction="row" spacing={1}>
                  {download}
                  {more(file)}
                </Stack>
              ) : (
                download
              )
            }
          >
            <ListItemText primary={file.name} secondary={sizeText(file.size)} sx={{ pr: more ? 30 : 16 }} />
          </ListItem>
        );
      })}
    </MuiList>
  );
}
