import { useId, useRef, useState, type FormEvent } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button as MuiButton,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { HttpError, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import {
  EMAIL_SUBJECT_MAX,
  IDEMPOTENCY_KEY_HEADER,
  SMS_TEXT_MAX,
  fillPlaceholders,
  formatPhone,
  harmlessValue,
  phoneDigits,
  templateFits,
  type MessageChannel,
  type MessageTemplate,
  type SentMessage,
} from '@clinic/contract';
import { API_URL } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';
import { useSender } from '../messages/useSender';
import { errorText } from '../messages/useRecipientPreview';

const R = 'resources.forms.reply';

interface RequestRecord {
  id: number;
  name: string;
  phone: string;
  email: string;
}

/**
 * 답장: a text message or an e-mail to the number or address the request came with (member or not).
 * A template fills the text, which stays editable; `{{name}}`, `{{clinicName}}` and `{{phone}}` are
 * filled in by the API when it sends (the preview below shows what the patient gets). One send per
 * Idempotency-Key: a send whose answer was lost is repeated under the same key and not sent twice.
 * Its own form beside the request's (never part of the request's save).
 */
export function FormReply() {
  const record = useRecordContext<RequestRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const sender = useSender();
  const id = useId();
  const [channel, setChannel] = useState<MessageChannel>('sms');
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const key = useRef<{ fingerprint: string; key: string } | null>(null);
  const { data: templates = [] } = useGetList<MessageTemplate>('message-templates', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (!record) return null;

  const email = record.email?.trim() ?? '';
  const usable = templates.filter((t) => templateFits(t.channel, channel));
  const chosen = usable.find((t) => t.id === templateId);
  const values = {
    name: harmlessValue(record.name ?? ''),
    clinicName: sender.name,
    phone: formatPhone(phoneDigits(sender.phone)),
  };

  const pickTemplate = (value: number | '') => {
    setTemplateId(value);
    const template = templates.find((t) => t.id === value);
    if (template) {
      setBody(template.body);
      setSubject(template.subject);
    }
  };
  const pickChannel = (value: MessageChannel) => {
    setChannel(value);
    const template = templates.find((t) => t.id === templateId);
    if (template && !templateFits(template.channel, value)) setTemplateId('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { channel, templateId: templateId === '' ? null : templateId, subject, body };
    const fingerprint = JSON.stringify([record.id, request]);
    if (key.current?.fingerprint !== fingerprint) key.current = { fingerprint, key: crypto.randomUUID() };
    setSending(true);
    setErrors({});
    try {
      const { json } = await httpClient(`${API_URL}/forms/${record.id}/reply`, {
        method: 'POST',
        headers: new Headers({ [IDEMPOTENCY_KEY_HEADER]: key.current.key }),
        body: JSON.stringify(request),
      });
      const { message } = json as { message: SentMessage };
      key.current = null;
      notify(message.failed > 0 ? `${R}.failed` : message.stored > 0 ? `${R}.stored` : `${R}.sent`, {
        type: message.failed > 0 ? 'warning' : 'success',
      });
      setBody('');
      setSubject('');
      setTemplateId('');
      void queryClient.invalidateQueries({ queryKey: ['forms', 'getOne'] });
      void queryClient.invalidateQueries({ queryKey: ['outbox'] });
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
      void queryClient.invalidateQueries({ queryKey: ['changes', 'forms'] });
    } catch (failure) {
      const answer = failure instanceof HttpError ? (failure.body as { errors?: Record<string, string> }) : undefined;
      setErrors(answer?.errors ?? {});
      notify(errorText(failure), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  const preview = body.trim() ? fillPlaceholders(body.trim(), values) : '';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, mx: 2, mb: 2, maxWidth: 900 }}
    >
      <Box component="form" onSubmit={submit} noValidate>
        <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate(`${R}.heading`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${R}.help`)}
        </Typography>
        <Typography id={`${id}-channel`} variant="body2" component="span" sx={{ fontWeight: 500 }}>
          {translate(`${R}.channel`)}
        </Typography>
        <RadioGroup
          row
          aria-labelledby={`${id}-channel`}
          value={channel}
          onChange={(event) => pickChannel(event.target.value as MessageChannel)}
        >
          <FormControlLabel
            value="sms"
            control={<Radio />}
            label={translate(`${R}.sms`, { to: formatPhone(record.phone ?? '') })}
          />
          <FormControlLabel
            value="email"
            control={<Radio />}
            disabled={!email}
            label={email ? translate(`${R}.email`, { to: email }) : translate(`${R}.noEmail`)}
          />
        </RadioGroup>
        {errors.channel && (
          <Alert severity="error" sx={{ my: 1 }}>
            {errors.channel}
          </Alert>
        )}
        <TextField
          select
          label={translate(`${R}.template`)}
          value={templateId}
          onChange={(event) => pickTemplate(event.target.value === '' ? '' : Number(event.target.value))}
          error={Boolean(errors.templateId)}
          helperText={
            errors.templateId ?? (chosen?.kakaoTemplateCode && channel === 'sms' ? translate(`${R}.kakao`) : ' ')
          }
          sx={{ minWidth: 260, mt: 1 }}
        >
          <MenuItem value="">{translate(`${R}.noTemplate`)}</MenuItem>
          {usable.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        {channel === 'email' && (
          <TextField
            label={translate(`${R}.subject`)}
            value={subject}
            onChange={(event) => setSubject(event.target.value.slice(0, EMAIL_SUBJECT_MAX))}
            error={Boolean(errors.subject)}
            helperText={errors.subject ?? ' '}
            fullWidth
            required
            sx={{ mt: 1 }}
          />
        )}
        <TextField
          label={translate(`${R}.body`)}
          value={body}
          onChange={(event) => setBody(event.target.value.slice(0, SMS_TEXT_MAX))}
          error={Boolean(errors.body)}
          helperText={errors.body ?? translate(`${R}.bodyHelp`)}
          multiline
          minRows={4}
          fullWidth
          required
          sx={{ mt: 1 }}
        />
        {preview && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {translate(`${R}.preview`)}
            </Typography>
            <Typography
              variant="body2"
              data-testid="reply-preview"
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'keep-all', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
            >
              {preview}
            </Typography>
          </Box>
        )}
        <MuiButton
          type="submit"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={sending || !body.trim()}
          startIcon={sending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
        >
          {translate(`${R}.send`)}
        </MuiButton>
      </Box>
    </Paper>
  );
}
