import { Alert, Box, Card, CardContent, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessagePurpose } from '@clinic/contract';
import {
  C,
  LMS_BYTES_MAX,
  SMS_BYTES_MAX,
  audienceOf,
  deliveredEmailHtml,
  deliveredSms,
  deliveredSubject,
  smsBytes,
  smsKind,
  type ComposeValues,
  type Sender,
} from './delivery';
import { useSender } from './useSender';
import { HtmlFrame } from './HtmlFrame';
import { useRecipientPreview } from './useRecipientPreview';

/** "45 / 90바이트 · 단문(SMS)", counted on the text as delivered (marketing additions included). */
export function SmsCounter({ message, purpose, sender }: { message: string; purpose: MessagePurpose; sender: Sender }) {
  const translate = useTranslate();
  const bytes = smsBytes(deliveredSms(message, purpose, sender));
  const kind = smsKind(bytes);
  const text = translate(`${C}.bytes.${kind}`, {
    bytes,
    max: kind === 'sms' ? SMS_BYTES_MAX : LMS_BYTES_MAX,
  });
  return (
    <Box component="span" aria-live="polite" sx={{ color: kind === 'tooLong' ? 'error.main' : undefined }}>
      {text}
      {purpose === 'marketing' ? ` ${translate(`${C}.bytes.withMarketing`)}` : ''}
    </Box>
  );
}

/** The recipient count and the first names, for the audience as chosen. */
function Recipients({ values }: { values: ComposeValues }) {
  const translate = useTranslate();
  const result = useRecipientPreview(values.channel, audienceOf(values), values.purpose);
  const who = translate(values.channel === 'email' ? `${C}.whoEmail` : `${C}.whoSms`);

  let body;
  if (result.state === 'idle') {
    body = <Typography color="text.secondary">{translate(`${C}.pickAudience`)}</Typography>;
  } else if (result.state === 'loading') {
    body = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} />
        <Typography color="text.secondary">{translate(`${C}.counting`)}</Typography>
      </Stack>
    );
  } else if (result.state === 'error') {
    body = <Alert severity="error">{translate(result.message, { _: result.message })}</Alert>;
  } else {
    const { count, sample } = result.preview;
    const names = sample.map((member) => member.name).join(', ');
    const others = count - sample.length;
    body = (
      <>
        <Typography variant="h6" component="p" data-testid="recipient-count">
          {translate(`${C}.recipientCount`, { smart_count: count })}
        </Typography>
        {count > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {others > 0 ? translate(`${C}.sampleMore`, { names, smart_count: others }) : names}
          </Typography>
        ) : (
          <Typography variant="body2" color="error">
            {translate(`${C}.nobody`)}
          </Typography>
        )}
      </>
    );
  }

  return (
    <Box aria-live="polite">
      {body}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {who}
        {values.purpose === 'marketing' ? ` ${translate(`${C}.whoMarketing`)}` : ''}
      </Typography>
    </Box>
  );
}

/** The e-mail as members get it: the subject (with the prefix for marketing) and the body. */
function EmailPreview({ values, sender }: { values: ComposeValues; sender: Sender }) {
  const translate = useTranslate();
  const subject = deliveredSubject(values.subject ?? '', 'email', values.purpose);
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {translate(`${C}.subject`)}:{' '}
        </Box>
        <strong>{subject || '-'}</strong>
      </Typography>
      {values.html ? (
        <HtmlFrame html={deliveredEmailHtml(values.html, values.purpose, sender)} title={`${C}.previewFrame`} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(`${C}.emptyBody`)}
        </Typography>
      )}
    </>
  );
}

/** The SMS as members get it, in a phone-like bubble, with its size and kind. */
function SmsPreview({ values, sender }: { values: ComposeValues; sender: Sender }) {
  const translate = useTranslate();
  const message = values.message ?? '';
  const text = deliveredSms(message, values.purpose, sender);
  const kind = smsKind(smsBytes(text));
  const subject = kind === 'lms' ? deliveredSubject(values.subject ?? '', 'sms', values.purpose) : '';
  return (
    <>
      {message.trim() ? (
        <Box
          data-testid="sms-preview"
          sx={{
            bgcolor: 'grey.100',
            borderRadius: 3,
            px: 2,
            py: 1.5,
            maxWidth: 340,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {subject && (
            <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
              {subject}
            </Typography>
          )}
          <Typography variant="body2">{text}</Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(`${C}.emptyBody`)}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        <SmsCounter message={message} purpose={values.purpose} sender={sender} />
      </Typography>
    </>
  );
}

/** Beside the form: who receives it and exactly what they get. */
export function ComposePreview({ values }: { values: ComposeValues }) {
  const translate = useTranslate();
  const sender = useSender();
  return (
    <Card component="section" aria-labelledby="compose-preview-title">
      <CardContent>
        <Typography id="compose-preview-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {translate(`${C}.preview`)}
        </Typography>
        <Recipients values={values} />
        <Divider sx={{ my: 2 }} />
        {values.channel === 'email' ? (
          <EmailPreview values={values} sender={sender} />
        ) : (
          <SmsPreview values={values} sender={sender} />
        )}
        {values.purpose === 'marketing' && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate(values.channel === 'email' ? `${C}.marketingEmailNote` : `${C}.marketingSmsNote`)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
