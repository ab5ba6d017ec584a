import {
  BooleanInput,
  NumberInput,
  SelectInput,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  type Validator,
} from 'react-admin';
import { Stack } from '@mui/material';
import { treatmentChoices } from '../../choices';
import { ImageUploadInput } from '../../inputs/ImageUploadInput';
import { integer, keepText } from '../../inputs/parse';

const R = 'resources.clinic/reviews.helper';
/** The API keeps at most ten images per review. */
export const REVIEW_IMAGES_MAX = 10;

const atMostTenImages: Validator = (value: unknown) =>
  Array.isArray(value) && value.length > REVIEW_IMAGES_MAX
    ? { message: 'app.validation.maxImages', args: { smart_count: REVIEW_IMAGES_MAX } }
    : undefined;

/** The one form body shared by Create and Edit (limits from the contract's reviewInput). */
export function ReviewInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput source="title" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput
        source="content"
        multiline
        minRows={6}
        validate={maxLength(2000)}
        helperText={`${R}.content`}
        parse={keepText}
        fullWidth
      />
      <SelectInput source="treatment" choices={treatmentChoices} emptyText="app.none" sx={{ maxWidth: 320 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <BooleanInput source="isMain" helperText={`${R}.isMain`} />
        <BooleanInput source="published" helperText={`${R}.published`} />
        <NumberInput
          source="position"
          fullWidth={false}
          step={1}
          min={0}
          validate={[required(), integer, minValue(0), maxValue(10000)]}
          helperText={`${R}.position`}
        />
      </Stack>
      <ImageUploadInput source="thumb" helperText={`${R}.thumb`} />
      <ImageUploadInput source="images" multiple validate={atMostTenImages} helperText={`${R}.images`} />
    </Stack>
  );
}
