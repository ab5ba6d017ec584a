import { Box, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { Labeled, SelectField, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { ConsoleQuestion } from '@clinic/contract';
import { questionCategoryChoices } from '../../choices';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { DownloadButton, sizeText } from '../../fields/DownloadButton';
import { API_URL } from '../../providers/dataProvider';
import { QuestionMemberField, QuestionStatusField } from './QuestionFields';

const R = 'resources.center/questions';

/** The files the member attached, each downloaded through the console API (access-logged). */
function QuestionFiles() {
  const record = useRecordContext<ConsoleQuestion>();
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
          secondaryAction={
            <DownloadButton
              url={`${API_URL}/center/questions/${encodeURIComponent(String(record.id))}/files/${file.id}`}
              name={file.name}
              label={translate(`${R}.helper.downloadFile`, { name: file.name })}
            />
          }
        >
          <ListItemText primary={file.name} secondary={sizeText(file.size)} sx={{ pr: 16 }} />
        </ListItem>
      ))}
    </MuiList>
  );
}

/** What the member asked, read-only. */
export function QuestionDetails() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 900, mb: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, auto)' },
          columnGap: 3,
          justifyItems: 'start',
        }}
      >
        <Labeled source="status">
          <QuestionStatusField />
        </Labeled>
        <Labeled source="authorName">
          <QuestionMemberField />
        </Labeled>
        <Labeled source="category">
          <SelectField source="category" choices={questionCategoryChoices} />
        </Labeled>
        <Labeled source="createdAt">
          <KoreaTimeField source="createdAt" />
        </Labeled>
      </Box>
      <Labeled source="title" fullWidth>
        <TextField source="title" variant="subtitle1" sx={{ fontWeight: 600 }} />
      </Labeled>
      <Labeled source="body" fullWidth>
        <TextField
          source="body"
          sx={{
            whiteSpace: 'pre-wrap',
            display: 'block',
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        />
      </Labeled>
      <Labeled source="files" fullWidth>
        <QuestionFiles />
      </Labeled>
      <Typography variant="caption" color="text.secondary">
        {translate(`${R}.helper.privacy`)}
      </Typography>
    </Box>
  );
}
