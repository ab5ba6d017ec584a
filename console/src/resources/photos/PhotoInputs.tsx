import { BooleanInput, SelectInput, required } from 'react-admin';
import { Stack } from '@mui/material';
import { PHOTO_ALT_MAX, PHOTO_NAME_MAX, PHOTO_TEXT_MAX, POSITION_MAX } from '@clinic/contract';
import { photoPlacementChoices } from '../../choices';
import { ImageUploadInput } from '../../inputs/ImageUploadInput';
import { PositionInput } from '../../inputs/PositionInput';
import { TranslatedInputs, TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { createPage, editPage } from '../../layout/FormPages';
import { IllustrationNote } from './IllustrationNote';

const R = 'resources.clinic/photos.helper';

/** The one form body shared by Create and Edit (limits from the contract's photoInput). */
export function PhotoInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <SelectInput
        source="placement"
        choices={photoPlacementChoices}
        validate={required()}
        helperText={`${R}.placement`}
      />
      <IllustrationNote />
      <ImageUploadInput source="image" helperText={`${R}.image`} />
      <TranslatedInputs>
        <TranslatedTextInput source="alt" max={PHOTO_ALT_MAX} helperText={`${R}.alt`} />
        <TranslatedTextInput source="name" max={PHOTO_NAME_MAX} required={false} helperText={`${R}.name`} />
        <TranslatedTextInput
          source="text"
          max={PHOTO_TEXT_MAX}
          required={false}
          multiline
          minRows={2}
          helperText={`${R}.text`}
        />
      </TranslatedInputs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <BooleanInput source="enabled" helperText={`${R}.enabled`} />
        <PositionInput max={POSITION_MAX} helperText={`${R}.position`} />
      </Stack>
    </Stack>
  );
}

export const PhotoCreate = createPage(PhotoInputs, {
  placement: 'information',
  enabled: true,
  position: 0,
  image: null,
});
export const PhotoEdit = editPage(PhotoInputs);
