import { BooleanInput, TextInput, maxLength, required, type Validator } from 'react-admin';
import { Stack } from '@mui/material';
import {
  DOCTOR_LINE_MAX,
  DOCTOR_LINES_MAX,
  DOCTOR_LINES_TEXT_MAX,
  DOCTOR_NAME_MAX,
  DOCTOR_TITLE_MAX,
  POSITION_MAX,
  splitLines,
} from '@clinic/contract';
import { ImageUploadInput } from '../../inputs/ImageUploadInput';
import { PositionInput } from '../../inputs/PositionInput';
import { TranslatedInputs, TranslatedTextInput } from '../../inputs/TranslatedInputs';
import { keepText } from '../../inputs/parse';
import { createPage, editPage } from '../../layout/FormPages';

const R = 'resources.clinic/doctors.helper';

/** A language's lines as the contract's doctorInput takes them: at most so many, each so long. */
const linesRule: Validator = (value: unknown) => {
  const lines = typeof value === 'string' ? splitLines(value) : [];
  if (lines.length > DOCTOR_LINES_MAX)
    return { message: 'app.validation.tooManyLines', args: { num: DOCTOR_LINES_MAX } };
  if (lines.some((line) => line.length > DOCTOR_LINE_MAX))
    return { message: 'app.validation.lineTooLong', args: { num: DOCTOR_LINE_MAX } };
  return undefined;
};

/**
 * The one form body shared by Create and Edit (limits from the contract's doctorInput): the names,
 * the title and the lines of credentials and career in four languages (one line each), the photo,
 * the place in the list (the first shown is the main page's director card) and whether it shows.
 */
export function DoctorInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          source="nameKo"
          validate={[required(), maxLength(DOCTOR_NAME_MAX)]}
          parse={keepText}
          helperText={false}
        />
        <TextInput source="nameEn" validate={maxLength(DOCTOR_NAME_MAX)} parse={keepText} helperText={`${R}.nameEn`} />
      </Stack>
      <TranslatedInputs>
        <TranslatedTextInput source="title" max={DOCTOR_TITLE_MAX} helperText={`${R}.title`} />
        <TranslatedTextInput
          source="lines"
          max={DOCTOR_LINES_TEXT_MAX}
          required={false}
          validate={linesRule}
          multiline
          minRows={4}
          helperText={`${R}.lines`}
        />
      </TranslatedInputs>
      <ImageUploadInput source="photo" helperText={`${R}.photo`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <BooleanInput source="enabled" helperText={`${R}.enabled`} />
        <PositionInput max={POSITION_MAX} helperText={`${R}.position`} />
      </Stack>
    </Stack>
  );
}

const EMPTY_LINES = { ko: '', en: '', cn: '', jp: '' };

export const DoctorCreate = createPage(DoctorInputs, {
  nameEn: '',
  lines: EMPTY_LINES,
  enabled: true,
  position: 0,
  photo: null,
});
export const DoctorEdit = editPage(DoctorInputs);
