import { Chip, Stack, Typography } from '@mui/material';
import { Link, ReferenceField, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { MessageRecipient, RecipientStatus, SentMessage } from '@clinic/contract';
import { useStaffName } from '../../fields/accountName';
import { StatusChipField, type ChipColor } from '../../fields/StatusChipField';

const RECIPIENT_COLORS: Record<RecipientStatus, ChipColor> = {
  pending: 'info',
  sent: 'success',
  stored: 'default',
  failed: 'error',
};

/** 정보성 / 광고성; marketing stands out. */
export function PurposeField() {
  const record = useRecordContext<SentMessage>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.purpose === 'marketing' ? 'warning' : 'default'}
      label={translate(`app.messagePurposes.${record.purpose}`, { _: record.purpose })}
    />
  );
}

/** A recipient's status: sent, stored (in the outbox only), failed, pending while it is being sent. */
export function RecipientStatusField() {
  return (
    <StatusChipField colors={RECIPIENT_COLORS} labels="recipientStatus" filled={(status) => status === 'failed'} />
  );
}

/** "12 / 10 · 2 · 0": recipients, then sent, stored and failed, each named for screen readers. */
export function CountsField() {
  const record = useRecordContext<SentMessage>();
  const translate = useTranslate();
  if (!record) return null;
  const parts = [
    { key: 'sent', value: record.sent, color: record.sent > 0 ? 'success.main' : 'text.secondary' },
    { key: 'stored', value: record.stored, color: 'text.secondary' },
    { key: 'failed', value: record.failed, color: record.failed > 0 ? 'error.main' : 'text.secondary' },
  ] as const;
  return (
    <Stack direction="row" spacing={1.5} sx={{ whiteSpace: 'nowrap' }}>
      {parts.map((part) => (
        <Typography key={part.key} variant="body2" sx={{ color: part.color }}>
          {translate(`app.recipientStatus.${part.key}`)} {part.value}
        </Typography>
      ))}
    </Stack>
  );
}

/** Who it went to: all members, a level (by name) or one member (linked on the show page; opening it is logged). */
export function AudienceField({ link = false }: { link?: boolean }) {
  const record = useRecordContext<SentMessage>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const { audience } = record;
  const type = translate(`app.messageAudiences.${audience.type}`, { _: audience.type });
  if (audience.type === 'all') return <Typography variant="body2">{type}</Typography>;
  // A reply to a consultation request: the request it answered.
  if (audience.type === 'request')
    return (
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {type}:{' '}
        {link ? (
          <Link to={createPath({ resource: 'forms', id: audience.formId, type: 'edit' })}>#{audience.formId}</Link>
        ) : (
          `#${audience.formId}`
        )}
      </Typography>
    );
  return (
    <Typography variant="body2" component="span">
      {type}:{' '}
      {audience.type === 'level' ? (
        <ReferenceField source="audience.levelId" reference="users/levels" link={false} />
      ) : (
        // The member by name ("홍길동 (hong01)"), not by number.
        <ReferenceField source="audience.userId" reference="users" link={link ? 'edit' : false} />
      )}
    </Typography>
  );
}

/** A recipient's error, if any. */
export function RecipientErrorField() {
  const record = useRecordContext<MessageRecipient>();
  if (!record) return null;
  return (
    <Typography variant="body2" sx={{ color: record.error ? 'error.main' : 'text.secondary', wordBreak: 'break-word' }}>
      {record.error || '-'}
    </Typography>
  );
}

/** The staff member who sent it, by name ("홍길동 (hong01)"); `caption` under the date in the list. */
export function CreatedByField({ caption = true }: { caption?: boolean }) {
  const record = useRecordContext<SentMessage>();
  const translate = useTranslate();
  const staffName = useStaffName();
  if (!record) return null;
  const name = record.createdBy ? staffName(record.createdBy) : '-';
  if (!caption) return <Typography variant="body2">{name}</Typography>;
  return (
    <Typography variant="caption" color="text.secondary">
      {translate('resources.messages.fields.createdBy')}: {name}
    </Typography>
  );
}
