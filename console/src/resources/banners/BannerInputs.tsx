import {
  BooleanInput,
  NumberInput,
  SelectInput,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
} from 'react-admin';
import { KoreaDateTimeInput } from '../../inputs/KoreaDateTimeInput';
import { Stack } from '@mui/material';
import { bannerCodeChoices } from '../../choices';
import { TranslatedInputs, translatedRules } from '../../inputs/TranslatedInputs';
import { ImageUploadInput } from '../../inputs/ImageUploadInput';
import { endsAfterStart, integer, keepText, link } from '../../inputs/parse';

const R = 'resources.banners.helper';

/** The one form body shared by Create and Edit (limits from the contract's bannerInput). */
export function BannerInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <SelectInput source="code" choices={bannerCodeChoices} validate={required()} helperText={`${R}.code`} />
      <TranslatedInputs>
        <TextInput source="title" validate={translatedRules(100)} parse={keepText} fullWidth />
        <TextInput source="alt" validate={translatedRules(200)} parse={keepText} helperText={`${R}.alt`} fullWidth />
      </TranslatedInputs>
      <TextInput source="link" validate={[link, maxLength(500)]} helperText={`${R}.link`} parse={keepText} fullWidth />
      <ImageUploadInput source="image" helperText={`${R}.image`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <BooleanInput source="enabled" helperText={`${R}.enabled`} />
        <NumberInput
          source="position"
          fullWidth={false}
          step={1}
          min={0}
          validate={[required(), integer, minValue(0), maxValue(1000)]}
          helperText={`${R}.position`}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <KoreaDateTimeInput source="startsAt" helperText={`${R}.startsAt`} />
        <KoreaDateTimeInput source="endsAt" helperText={`${R}.endsAt`} validate={endsAfterStart} />
      </Stack>
    </Stack>
  );
}
