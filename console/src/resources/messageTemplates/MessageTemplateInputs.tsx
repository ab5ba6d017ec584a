import { SelectInput, TextInput, maxLength, regex, required } from 'react-admin';
import { Stack } from '@mui/material';
import { EMAIL_SUBJECT_MAX, KAKAO_TEMPLATE_CODE_MAX, MESSAGE_TEMPLATE_NAME_MAX, SMS_TEXT_MAX } from '@clinic/contract';
import { templateChannelChoices } from '../../choices';
import { createPage, editPage } from '../../layout/FormPages';

const R = 'resources.message-templates.helper';

/** The one form body shared by Create and Edit (limits from the contract's messageTemplateInput). */
export function MessageTemplateInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 700 }}>
      <TextInput source="name" validate={[required(), maxLength(MESSAGE_TEMPLATE_NAME_MAX)]} fullWidth />
      <SelectInput source="channel" choices={templateChannelChoices} validate={required()} sx={{ maxWidth: 260 }} />
      <TextInput source="subject" validate={maxLength(EMAIL_SUBJECT_MAX)} helperText={`${R}.subject`} fullWidth />
      <TextInput
        source="body"
        multiline
        minRows={5}
        validate={[required(), maxLength(SMS_TEXT_MAX)]}
        helperText={`${R}.body`}
        fullWidth
      />
      <TextInput
        source="kakaoTemplateCode"
        validate={[maxLength(KAKAO_TEMPLATE_CODE_MAX), regex(/^[A-Za-z0-9_-]*$/, 'app.validation.kakaoTemplateCode')]}
        helperText={`${R}.kakaoTemplateCode`}
        parse={(value: string | null) => value ?? ''}
        fullWidth
      />
    </Stack>
  );
}

export const MessageTemplateCreate = createPage(MessageTemplateInputs, {
  channel: 'both',
  subject: '',
  kakaoTemplateCode: '',
});
export const MessageTemplateEdit = editPage(MessageTemplateInputs, { redirect: 'list' });
