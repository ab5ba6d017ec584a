import { Box, Typography } from '@mui/material';
import { Labeled, SelectField, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { ConsoleQuestion } from '@clinic/contract';
import { questionCategoryChoices } from '../../choices';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { FileList } from '../../fields/FileList';
import { API_URL } from '../../providers/dataProvider';
import { DetailGrid } from '../../layout/DetailGrid';
import { PersonField } from '../../fields/PersonField';
import { QuestionStatusField } from './QuestionFields';

const R = 'resources.center/questions';

/** The files the member attached, each downloaded through the console API (access-logged). */
function QuestionFiles() {
  const record = useRecordContext<ConsoleQuestion>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <FileList
      files={record.files ?? []}
      url={(file) => `${API_URL}/center/questions/${encodeURIComponent(String(record.id))}/files/${file.id}`}
      label={(file) => translate(`${R}.helper.downloadFile`, { name: file.name })}
    />
  );
}

/** What the member asked, read-only. */
export function QuestionDetails() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 900, mb: 2 }}>
      <DetailGrid columns="repeat(4, auto)" sx={{ justifyItems: 'start' }}>
        <Labeled source="status">
          <QuestionStatusField />
        </Labeled>
        <Labeled source="authorName">
          <PersonField name="authorName" username="authorUsername" />
        </Labeled>
        <SelectField source="category" choices={questionCategoryChoices} />
        <KoreaTimeField source="createdAt" />
      </DetailGrid>
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
