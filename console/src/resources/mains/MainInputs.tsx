import { NumberInput, SelectInput, maxValue, minValue, required } from 'react-admin';
import { Stack } from '@mui/material';
import { MAIN_COUNT_MAX } from '@clinic/contract';
import { mainCodeChoices } from '../../choices';
import { integer } from '../../inputs/parse';
import { createPage, editPage } from '../../layout/FormPages';

const R = 'resources.clinic/mains.helper';

/** The one form body shared by Create and Edit (limits from the contract's mainInput). */
export function MainInputs() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 600 }}>
      <SelectInput source="code" choices={mainCodeChoices} validate={required()} helperText={`${R}.code`} />
      <NumberInput
        source="count"
        step={1}
        min={0}
        validate={[required(), integer, minValue(0), maxValue(MAIN_COUNT_MAX)]}
        helperText={`${R}.count`}
      />
    </Stack>
  );
}

export const MainCreate = createPage(MainInputs, { count: 0 });
export const MainEdit = editPage(MainInputs);
