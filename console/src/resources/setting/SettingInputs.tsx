import { BooleanInput, NumberInput, TextArrayInput, TextInput, maxLength, required, type Validator } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  ADDRESS_MAX,
  BUSINESS_NUMBER_MAX,
  CLINIC_EMAIL_MAX,
  CLINIC_NAME_MAX,
  CLINIC_PHONE_MAX,
  coordinatesProblems,
  type CoordinateField,
  DIRECTIONS_MAX,
  email as emailRule,
  formatPhone,
  PARKING_MAX,
  POSTAL_CODE_RULE,
  koreanPhoneProblem,
  REPRESENTATIVE_MAX,
  STAFF_NOTIFY_MAX,
} from '@clinic/contract';
import { TranslatedInputs, TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { ImageUploadInput } from '../../inputs/ImageUploadInput';
import { LinkInput } from '../../inputs/LinkInput';
import { clinicPhoneNumber, digitsOnly, keepText } from '../../inputs/parse';
import { HoursInputs } from './HoursInputs';

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

/** A list of at most STAFF_NOTIFY_MAX entries, each passing `valid`, or the message for the first that does not. */
const eachOf =
  (valid: (entry: string) => boolean, message: string): Validator =>
  (value: unknown) => {
    const entries = Array.isArray(value) ? (value as string[]) : [];
    if (entries.length > STAFF_NOTIFY_MAX)
      return { message: 'app.validation.tooMany', args: { num: STAFF_NOTIFY_MAX } };
    return entries.every(valid) ? undefined : message;
  };
const isEmail = (entry: string) => emailRule().safeParse(entry).success;
const isPhone = (entry: string) => koreanPhoneProblem(entry) === undefined;
/** The clinic's address (the contract's rule): empty, or a valid address. */
const clinicEmail: Validator = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' || isEmail(value) ? undefined : 'ra.validation.email';
/** Phone numbers go to the API as digits and show with hyphens (staff may type either). */
const phonesAsDigits = (value: string[] | null) => (value ?? []).map(digitsOnly).filter(Boolean);
const phonesShown = (value: string[] | null | undefined) => (value ?? []).map(formatPhone);

/** The postal code (the contract's rule): empty, or five digits. */
const postalCode: Validator = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' || POSTAL_CODE_RULE.test(value.trim())
    ? undefined
    : 'app.validation.postalCode';
const postalCodeRule = [postalCode];

/** The map coordinates (the contract's rule): each in Korea's span, both or neither; the message marks `field`. */
const coordinate =
  (field: CoordinateField): Validator =>
  (_value: unknown, values: { latitude?: number | null; longitude?: number | null }) => {
    const key = coordinatesProblems(values.latitude, values.longitude)[field];
    return key ? `app.validation.${key}` : undefined;
  };
const latitudeRule = [coordinate('latitude')];
const longitudeRule = [coordinate('longitude')];

const URL_FIELDS = ['naverBookingUrl', 'kakaoChannelUrl', 'youtubeChannelUrl', 'naverMapUrl', 'kakaoMapUrl'] as const;

/** The site settings form (limits from the contract's settingsInput). */
export function SettingInputs() {
  const translate = useTranslate();
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <Section title={`${S}.clinic`} />
      <TranslatedInputs>
        <TranslatedTextInput source="clinicName" max={CLINIC_NAME_MAX} />
        <TranslatedTextInput source="representative" max={REPRESENTATIVE_MAX} />
        <TranslatedTextInput source="address" max={ADDRESS_MAX} />
      </TranslatedInputs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          source="phone"
          validate={[required(), maxLength(CLINIC_PHONE_MAX), clinicPhoneNumber]}
          helperText={`${R}.phone`}
          parse={keepText}
          fullWidth
        />
        <TextInput
          source="postalCode"
          validate={postalCodeRule}
          helperText={`${R}.postalCode`}
          parse={keepText}
          fullWidth
        />
        <TextInput
          source="businessNumber"
          validate={maxLength(BUSINESS_NUMBER_MAX)}
          helperText={`${R}.businessNumber`}
          parse={keepText}
          fullWidth
        />
      </Stack>
      <TextInput
        source="email"
        validate={[clinicEmail, maxLength(CLINIC_EMAIL_MAX)]}
        helperText={`${R}.email`}
        parse={keepText}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput source="latitude" validate={latitudeRule} helperText={`${R}.latitude`} step={0.0001} fullWidth />
        <NumberInput
          source="longitude"
          validate={longitudeRule}
          helperText={`${R}.longitude`}
          step={0.0001}
          fullWidth
        />
      </Stack>

      <Section title={`${S}.directions`} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.directions`)}
      </Typography>
      <TranslatedInputs groupKey="directions">
        <TranslatedTextInput source="subway" max={DIRECTIONS_MAX} helperText={`${R}.subway`} multiline />
        <TranslatedTextInput source="bus" max={DIRECTIONS_MAX} helperText={`${R}.bus`} multiline />
        <TranslatedTextInput source="parking" max={PARKING_MAX} helperText={`${R}.parking`} multiline />
      </TranslatedInputs>

      <Section title={`${S}.hours`} />
      <HoursInputs />

      <Section title={`${S}.staffNotify`} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.staffNotify`)}
      </Typography>
      <TextArrayInput
        source="staffNotifyEmails"
        validate={eachOf(isEmail, 'app.validation.emailList')}
        helperText={`${R}.staffNotifyEmails`}
        fullWidth
      />
      <TextArrayInput
        source="staffNotifyPhones"
        parse={phonesAsDigits}
        format={phonesShown}
        validate={eachOf(isPhone, 'app.validation.phoneList')}
        helperText={`${R}.staffNotifyPhones`}
        fullWidth
      />

      <Section title={`${S}.reviews`} />
      <BooleanInput source="onReview" helperText={`${R}.onReview`} />
      <BooleanInput source="reviewMembersOnly" helperText={`${R}.reviewMembersOnly`} />

      <Section title={`${S}.ogImage`} />
      <ImageUploadInput source="ogImage" helperText={`${R}.ogImage`} />

      <Section title={`${S}.links`} />
      {URL_FIELDS.map((source) => (
        <LinkInput key={source} source={source} helperText={`${R}.${source}`} />
      ))}
    </Stack>
  );
}
