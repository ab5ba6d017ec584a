import { BooleanInput, TextInput, email, maxLength, required } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TranslatedInputs, translatedRules } from '../../inputs/TranslatedInputs';
import { keepText, link } from '../../inputs/parse';

const R = 'resources.setting.helper';
const S = 'resources.setting.sections';

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
}

const URL_FIELDS = ['naverBookingUrl', 'kakaoChannelUrl', 'youtubeChannelUrl', 'naverMapUrl', 'kakaoMapUrl'] as const;

/** The site settings form (limits from the contract's settingsInput). */
export function SettingInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <Section title={`${S}.clinic`} />
      <TranslatedInputs>
        <TextInput source="clinicName" validate={translatedRules(100)} parse={keepText} fullWidth />
        <TextInput source="representative" validate={translatedRules(60)} parse={keepText} fullWidth />
        <TextInput source="address" validate={translatedRules(200)} parse={keepText} fullWidth />
      </TranslatedInputs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          source="phone"
          validate={[required(), maxLength(30)]}
          helperText={`${R}.phone`}
          parse={keepText}
          fullWidth
        />
        <TextInput
          source="businessNumber"
          validate={maxLength(30)}
          helperText={`${R}.businessNumber`}
          parse={keepText}
          fullWidth
        />
      </Stack>
      <TextInput
        source="email"
        validate={[email(), maxLength(120)]}
        helperText={`${R}.email`}
        parse={keepText}
        fullWidth
      />

      <Section title={`${S}.reviews`} />
      <BooleanInput source="onReview" helperText={`${R}.onReview`} />
      <BooleanInput source="reviewMembersOnly" helperText={`${R}.reviewMembersOnly`} />

      <Section title={`${S}.links`} />
      {URL_FIELDS.map((source) => (
        <TextInput
          key={source}
          source={source}
          validate={[link, maxLength(500)]}
          helperText={`${R}.${source}`}
          parse={keepText}
          fullWidth
        />
      ))}
    </Stack>
  );
}
