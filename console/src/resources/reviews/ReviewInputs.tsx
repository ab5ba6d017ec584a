import { BooleanInput, SelectInput, TextInput, maxLength, required, type Validator } from 'react-admin';
import { Stack } from '@mui/material';
import { REVIEW_CONTENT_MAX, REVIEW_IMAGES_MAX, REVIEW_POSITION_MAX, REVIEW_TITLE_MAX } from '@clinic/contract';
import { treatmentChoices } from '../../choices';
import { ImageUploadInput } from '../../inputs/ImageUploadInput';
import { PositionInput } from '../../inputs/PositionInput';
import { keepText } from '../../inputs/parse';
import { createPage, editPage } from '../../layout/FormPages';

const R = 'resources.clinic/reviews.helper';

const atMostTenImages: Validator = (value: unknown) =>
  Array.isArray(value) && value.length > REVIEW_IMAGES_MAX
    ? { message: 'app.validation.maxImages', args: { smart_count: REVIEW_IMAGES_MAX } }
    : undefined;

/** The one form body shared by Create and Edit (limits from the contract's reviewInput). */
export function ReviewInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput source="title" validate={[required(), maxLength(REVIEW_TITLE_MAX)]} fullWidth />
      <TextInput
        source="content"
        multiline
        minRows={6}
        validate={maxLength(REVIEW_CONTENT_MAX)}
        helperText={`${R}.content`}
        parse={keepText}
        fullWidth
      />
      <SelectInput source="treatment" choices={treatmentChoices} emptyText="app.none" sx={{ maxWidth: 320 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <BooleanInput source="isMain" helperText={`${R}.isMain`} />
        <BooleanInput source="published" helperText={`${R}.published`} />
        <PositionInput max={REVIEW_POSITION_MAX} helperText={`${R}.position`} />
      </Stack>
      <ImageUploadInput source="thumb" helperText={`${R}.thumb`} />
      <ImageUploadInput source="images" multiple validate={atMostTenImages} helperText={`${R}.images`} />
    </Stack>
  );
}

export const ReviewCreate = createPage(ReviewInputs, {
  content: '',
  treatment: null,
  isMain: false,
  published: true,
  position: 0,
  thumb: null,
  images: [],
});
export const ReviewEdit = editPage(ReviewInputs);
