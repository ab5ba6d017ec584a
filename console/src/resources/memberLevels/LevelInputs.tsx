import { NumberInput, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { Stack } from '@mui/material';
import { integer, keepText } from '../../inputs/parse';

const R = 'resources.users/levels.helper';

/** The one form body shared by Create and Edit (limits from the contract's levelInput). */
export function LevelInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 600 }}>
      <TextInput source="name" validate={[required(), maxLength(40)]} helperText={`${R}.name`} />
      <TextInput
        source="description"
        multiline
        minRows={2}
        validate={maxLength(200)}
        parse={keepText}
        helperText={`${R}.description`}
      />
      <NumberInput
        source="position"
        fullWidth={false}
        step={1}
        min={0}
        validate={[required(), integer, minValue(0), maxValue(1000)]}
        helperText={`${R}.position`}
      />
    </Stack>
  );
}
