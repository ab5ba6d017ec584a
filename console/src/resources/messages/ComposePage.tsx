import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Form,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  maxLength,
  required,
  useTranslate,
  type Validator,
} from 'react-admin';
import { EMAIL_SUBJECT_MAX, SMS_SUBJECT_MAX, SMS_TEXT_MAX } from '@clinic/contract';
import { RichTextInput } from '../../inputs/RichTextInput';
import {
  C,
  COMPOSE_DEFAULTS,
  LMS_BYTES_MAX,
  audienceChoices,
  channelChoices,
  purposeChoices,
  deliveredSms,
  smsBytes,
  type ComposeValues,
  type Sender,
} from './delivery';
import { useSender } from './useSender';
import { ComposePreview, SmsCounter } from './ComposePreview';
import { SendDialog, type SubmitErrors } from './SendDialog';

/** The SMS as delivered (the marketing prefix, name and opt-out line included) must fit in one LMS. */
const fitsLms =
  (sender: Sender): Validator =>
  (value: unknown, values: Partial<ComposeValues>) =>
    typeof value === 'string' && smsBytes(deliveredSms(value, values.purpose ?? 'info', sender)) > LMS_BYTES_MAX
      ? { message: `${C}.tooLong`, args: { max: LMS_BYTES_MAX } }
      : undefined;

/** An e-mail body with nothing to read (empty paragraphs, spaces) is empty. */
const hasContent: Validator = (value: unknown) => {
  if (typeof value !== 'string' || !value) return undefined; // required() says it
  const body = new DOMParser().parseFromString(value, 'text/html').body;
  return body.textContent?.trim() || body.querySelector('img') ? undefined : 'ra.validation.required';
};

/** What the purpose means for the audience and the text, under the purpose choice. */
function PurposeHelp({ purpose }: { purpose: ComposeValues['purpose'] }) {
  const translate = useTranslate();
  if (purpose === 'marketing') {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate(`${C}.marketingHelp`)}
      </Alert>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {translate(`${C}.infoHelp`)}
    </Typography>
  );
}

/** The inputs; which ones show depends on the channel and the audience. */
function ComposeInputs({ values }: { values: ComposeValues }) {
  const email = values.channel === 'email';
  const sender = useSender();
  const smsSize = useMemo(() => fitsLms(sender), [sender]);
  return (
    <>
      <RadioButtonGroupInput
        source="channel"
        label={`${C}.channel`}
        choices={channelChoices}
        validate={required()}
        helperText={false}
      />
      <RadioButtonGroupInput
        source="audience"
        label={`${C}.audience`}
        choices={audienceChoices}
        validate={required()}
        helperText={false}
      />
      {values.audience === 'member' && (
        <ReferenceInput
          source="userId"
          reference="users"
          filter={{ status: 'active' }}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <AutocompleteInput
            label={`${C}.member`}
            helperText={`${C}.memberHelp`}
            validate={required()}
            sx={{ maxWidth: 480 }}
          />
        </ReferenceInput>
      )}
      {values.audience === 'level' && (
        <ReferenceInput source="levelId" reference="users/levels" sort={{ field: 'position', order: 'ASC' }}>
          <SelectInput label={`${C}.level`} validate={required()} sx={{ minWidth: 240 }} />
        </ReferenceInput>
      )}
      <RadioButtonGroupInput
        source="purpose"
        label={`${C}.purpose`}
        choices={purposeChoices}
        validate={required()}
        helperText={false}
      />
      <PurposeHelp purpose={values.purpose} />
      {email ? (
        <>
          <TextInput
            key="email-subject"
            source="subject"
            label={`${C}.subject`}
            validate={[required(), maxLength(EMAIL_SUBJECT_MAX)]}
            helperText={values.purpose === 'marketing' ? `${C}.subjectMarketing` : false}
          />
          <RichTextInput
            source="html"
            label={`${C}.html`}
            validate={[required(), hasContent]}
            helperText={`${C}.htmlHelp`}
          />
        </>
      ) : (
        <>
          <TextInput
            key="sms-subject"
            source="subject"
            label={`${C}.smsSubject`}
            validate={maxLength(SMS_SUBJECT_MAX)}
            helperText={`${C}.smsSubjectHelp`}
          />
          <TextInput
            source="message"
            label={`${C}.message`}
            multiline
            minRows={6}
            validate={[required(), maxLength(SMS_TEXT_MAX), smsSize]}
            helperText={<SmsCounter message={values.message ?? ''} purpose={values.purpose} sender={sender} />}
          />
        </>
      )}
    </>
  );
}

interface Pending {
  values: ComposeValues;
  resolve: (errors: SubmitErrors | undefined) => void;
}

/**
 * `/messages/compose`: e-mail or SMS to one member, a level or all members, informational or
 * marketing. The preview beside the form shows the recipient count and the message as delivered;
 * "send" asks for confirmation with the count, then sends once (see IdempotencyKeys).
 */
export function ComposePage() {
  // `?userId=12` (the member page's "send a message") starts with that member as the audience.
  const [params] = useSearchParams();
  const memberId = Number(params.get('userId'));
  const defaults = useMemo<ComposeValues>(
    () =>
      Number.isSafeInteger(memberId) && memberId > 0
        ? { ...COMPOSE_DEFAULTS, audience: 'member', userId: memberId }
        : COMPOSE_DEFAULTS,
    [memberId],
  );
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  pendingRef.current = pending;
  // Leaving the page while the dialog is open ends the form's submission.
  useEffect(() => () => pendingRef.current?.resolve(undefined), []);

  // The form stays "submitting" until the dialog ends; API field errors come back to the inputs.
  const submit = (values: Record<string, unknown>) =>
    new Promise<SubmitErrors | undefined>((resolve) =>
      setPending({ values: values as unknown as ComposeValues, resolve }),
    );

  const finish = (errors?: SubmitErrors) => {
    pending?.resolve(errors);
    setPending(null);
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`${C}.title`} />
      <Form defaultValues={defaults} onSubmit={submit} noValidate warnWhenUnsavedChanges>
        <FormDataConsumer<ComposeValues>>
          {({ formData }) => (
            <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Card sx={{ flex: { lg: '3 1 0' }, width: '100%', minWidth: 0 }}>
                <CardContent>
                  <ComposeInputs values={formData} />
                  <Box sx={{ mt: 1 }}>
                    <SaveButton label={`${C}.send`} icon={<SendIcon />} alwaysEnable />
                  </Box>
                </CardContent>
              </Card>
              <Box
                sx={{ flex: { lg: '2 1 0' }, width: '100%', minWidth: 0, position: { lg: 'sticky' }, top: { lg: 64 } }}
                component="aside"
              >
                <ComposePreview values={formData} />
              </Box>
            </Stack>
          )}
        </FormDataConsumer>
      </Form>
      {pending && <SendDialog values={pending.values} onClose={finish} />}
    </Box>
  );
}
