import { BooleanInput, SelectInput, TextInput, required, type Validator } from 'react-admin';
import { Stack } from '@mui/material';
import { POSITION_MAX, VIDEO_TITLE_MAX, YOUTUBE_INPUT_MAX, youtubeIdOf } from '@clinic/contract';
import { videoPlacementChoices } from '../../choices';
import { ImageUploadInput } from '../../inputs/ImageUploadInput';
import { PositionInput } from '../../inputs/PositionInput';
import { TranslatedInputs, TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { createPage, editPage } from '../../layout/FormPages';
import { VideoPreview } from './VideoPreview';

const R = 'resources.clinic/videos.helper';

/** An id or any usual YouTube address (the API keeps the 11-character id, contract's youtubeIdOf). */
const youtube: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !youtubeIdOf(value) ? 'app.validation.youtube' : undefined;

/** The one form body shared by Create and Edit (limits from the contract's videoInput). */
export function VideoInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <SelectInput
        source="placement"
        choices={videoPlacementChoices}
        validate={required()}
        helperText={`${R}.placement`}
      />
      <TextInput
        source="youtubeId"
        validate={[required(), youtube]}
        helperText={`${R}.youtubeId`}
        inputProps={{ maxLength: YOUTUBE_INPUT_MAX }}
      />
      <TranslatedInputs>
        <TranslatedTextInput source="title" max={VIDEO_TITLE_MAX} helperText={`${R}.title`} />
      </TranslatedInputs>
      <VideoPreview />
      <ImageUploadInput source="thumbnail" helperText={`${R}.thumbnail`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <BooleanInput source="enabled" helperText={`${R}.enabled`} />
        <PositionInput max={POSITION_MAX} helperText={`${R}.position`} />
      </Stack>
    </Stack>
  );
}

export const VideoCreate = createPage(VideoInputs, { placement: 'story', enabled: true, position: 0, thumbnail: null });
export const VideoEdit = editPage(VideoInputs);
