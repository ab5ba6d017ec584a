import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ConsoleQuestion } from '@clinic/contract';

/** 답변대기 / 답변완료 as a chip; waiting questions stand out. */
export function QuestionStatusField() {
  const record = useRecordContext<ConsoleQuestion>();
  const translate = useTranslate();
  if (!record) return null;
  const waiting = record.status === 'waiting';
  return (
    <Chip
      size="small"
      variant={waiting ? 'filled' : 'outlined'}
      color={waiting ? 'warning' : 'success'}
      label={translate(`app.questionStatus.${record.status}`, { _: record.status })}
    />
  );
}

/** The member's name with the username under it. */
export function QuestionMemberField() {
  const record = useRecordContext<ConsoleQuestion>();
  if (!record) return null;
  return (
    <Stack>
      <Typography variant="body2">{record.authorName || '-'}</Typography>
      <Typography variant="caption" color="text.secondary">
        {record.authorUsername}
      </Typography>
    </Stack>
  );
}
